import { Box, List, Text } from "@mantine/core";
import { type BlockNode, type InlineNode, parseMarkup } from "@studio/shared";
import { Fragment, type ReactNode, useMemo } from "react";
import classes from "./generated-text.module.css";

/** Renders a run of plain text that starts at `start` in the original (e.g. with highlights). */
export type Decorate = (text: string, start: number) => ReactNode;

function renderInline(nodes: InlineNode[], decorate?: Decorate): ReactNode {
  return nodes.map((node, index) => {
    // The tree is rebuilt from the text on every render, so positions are stable keys.
    const key = index;
    switch (node.type) {
      case "text":
        return (
          <Fragment key={key}>
            {decorate && node.start !== undefined ? decorate(node.text, node.start) : node.text}
          </Fragment>
        );
      case "bold":
        return <strong key={key}>{renderInline(node.children, decorate)}</strong>;
      case "italic":
        return <em key={key}>{renderInline(node.children, decorate)}</em>;
      default:
        return null;
    }
  });
}

function renderBlock(block: BlockNode, key: number, decorate?: Decorate): ReactNode {
  switch (block.type) {
    case "blank":
      return <div key={key} className={classes.blank} aria-hidden />;
    case "line":
      return (
        <Text key={key} component="div" className={classes.line}>
          {renderInline(block.children, decorate)}
        </Text>
      );
    case "list":
      return (
        <List key={key} type="unordered" className={classes.list} spacing={4} withPadding>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond position.
            <List.Item key={index}>{renderInline(item.children, decorate)}</List.Item>
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
  /** Wraps runs of text by their offsets in `text` (the compliance highlights). */
  decorate?: Decorate;
}

/**
 * SPEC 2 "Generated text display". The text comes from a model, so it is parsed into a small
 * tree (the shared parser, also used by the exports and the clean copy) and rendered as React
 * elements: nothing in it can become markup.
 */
export function GeneratedText({ text, streaming = false, decorate }: GeneratedTextProps) {
  const tracked = decorate !== undefined;
  const blocks = useMemo(() => parseMarkup(text, tracked), [text, tracked]);
  return (
    <Box className={classes.root} data-streaming={streaming || undefined}>
      {blocks.map((block, index) => renderBlock(block, index, decorate))}
      {streaming ? <span className={classes.caret} aria-hidden /> : null}
    </Box>
  );
}
