import { Box, List, Text } from "@mantine/core";
import { Fragment, type ReactNode, useMemo } from "react";
import classes from "./generated-text.module.css";

/**
 * SPEC 2 "Generated text display". The text comes from a model, so it is parsed into a small
 * tree and rendered as React elements: nothing in it can become markup.
 */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "bold"; children: InlineNode[] }
  | { type: "italic"; children: InlineNode[] };

export interface ListItemNode {
  /** The number a numbered line started with; absent for '* ' lines. */
  number?: number;
  children: InlineNode[];
}

export type BlockNode =
  | { type: "line"; children: InlineNode[] }
  | { type: "blank" }
  | { type: "list"; ordered: boolean; items: ListItemNode[] };

// ##x## and **x** are bold; --x-- is italic. Italic needs non-space at both ends so a spaced
// dash pair ("Q1 -- strong -- quarter") stays prose.
const INLINE_PATTERN = /(\*\*|##)(.+?)\1|--(\S(?:.*?\S)?)--/;
const BULLET_PATTERN = /^\s*\*\s+(.*)$/;
const NUMBERED_PATTERN = /^\s*(\d+)\.(?:\s+(.*))?$/;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE_PATTERN.exec(rest);
    if (!match) {
      nodes.push({ type: "text", text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ type: "text", text: rest.slice(0, match.index) });
    const boldInner = match[2];
    const italicInner = match[3];
    if (boldInner !== undefined) {
      nodes.push({ type: "bold", children: parseInline(boldInner) });
    } else if (italicInner !== undefined) {
      nodes.push({ type: "italic", children: parseInline(italicInner) });
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

function listItem(line: string): { ordered: boolean; item: ListItemNode } | null {
  const bullet = BULLET_PATTERN.exec(line);
  if (bullet) return { ordered: false, item: { children: parseInline(bullet[1] ?? "") } };
  const numbered = NUMBERED_PATTERN.exec(line);
  if (numbered) {
    return {
      ordered: true,
      item: { number: Number(numbered[1]), children: parseInline(numbered[2] ?? "") },
    };
  }
  return null;
}

/** Line breaks are kept; three or more consecutive breaks collapse to two (one blank line). */
export function normalizeBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n");
}

export function parseGeneratedText(text: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  const normalized = normalizeBreaks(text);
  if (normalized.length === 0) return blocks;
  for (const line of normalized.split("\n")) {
    const parsed = listItem(line);
    const previous = blocks.at(-1);
    if (parsed) {
      if (previous?.type === "list" && previous.ordered === parsed.ordered) {
        previous.items.push(parsed.item);
      } else {
        blocks.push({ type: "list", ordered: parsed.ordered, items: [parsed.item] });
      }
    } else if (line.trim().length === 0) {
      // Whitespace-only lines count as breaks too: never more than one blank line in a row.
      if (previous?.type !== "blank") blocks.push({ type: "blank" });
    } else {
      blocks.push({ type: "line", children: parseInline(line) });
    }
  }
  return blocks;
}

function renderInline(nodes: InlineNode[]): ReactNode {
  return nodes.map((node, index) => {
    // The tree is rebuilt from the text on every render, so positions are stable keys.
    const key = index;
    switch (node.type) {
      case "text":
        return <Fragment key={key}>{node.text}</Fragment>;
      case "bold":
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case "italic":
        return <em key={key}>{renderInline(node.children)}</em>;
      default:
        return null;
    }
  });
}

function renderBlock(block: BlockNode, key: number): ReactNode {
  switch (block.type) {
    case "blank":
      return <div key={key} className={classes.blank} aria-hidden />;
    case "line":
      return (
        <Text key={key} component="div" className={classes.line}>
          {renderInline(block.children)}
        </Text>
      );
    case "list":
      return (
        <List
          key={key}
          type={block.ordered ? "ordered" : "unordered"}
          className={classes.list}
          spacing={4}
          withPadding
        >
          {block.items.map((item, index) => (
            <List.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond position.
              key={index}
              value={item.number}
            >
              {renderInline(item.children)}
            </List.Item>
          ))}
        </List>
      );
    default:
      return null;
  }
}

interface GeneratedTextProps {
  text: string;
  /** Shows a blinking caret after the text while it is still streaming in. */
  streaming?: boolean;
}

export function GeneratedText({ text, streaming = false }: GeneratedTextProps) {
  const blocks = useMemo(() => parseGeneratedText(text), [text]);
  return (
    <Box className={classes.root} data-streaming={streaming || undefined}>
      {blocks.map(renderBlock)}
      {streaming ? <span className={classes.caret} aria-hidden /> : null}
    </Box>
  );
}
