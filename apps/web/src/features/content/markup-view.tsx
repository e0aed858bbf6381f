import { List, Stack, Text } from "@mantine/core";
import { type BlockNode, type InlineNode, parseMarkup } from "@studio/shared";
import { Fragment, type ReactNode, useMemo } from "react";

/** React elements from the shared markup parser: nothing in the text can become HTML. */
function inline(nodes: InlineNode[]): ReactNode {
  return nodes.map((node, index) => {
    const key = index;
    if (node.type === "text") return <Fragment key={key}>{node.text}</Fragment>;
    if (node.type === "bold") return <strong key={key}>{inline(node.children)}</strong>;
    return <em key={key}>{inline(node.children)}</em>;
  });
}

function block(node: BlockNode, key: number): ReactNode {
  if (node.type === "blank") return <div key={key} style={{ height: 8 }} aria-hidden />;
  if (node.type === "line") {
    return (
      <Text key={key} component="div" size="sm" lh={1.65}>
        {inline(node.children)}
      </Text>
    );
  }
  return (
    <List key={key} size="sm" spacing={4} withPadding>
      {node.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond position.
        <List.Item key={index}>{inline(item.children)}</List.Item>
      ))}
    </List>
  );
}

export function MarkupView({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkup(text), [text]);
  return <Stack gap={2}>{blocks.map(block)}</Stack>;
}
