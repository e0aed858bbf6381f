import { Box } from "@mantine/core";
import type { TextAnchor } from "@studio/shared";
import { type ReactNode, useEffect, useRef } from "react";
import { type CommentThread, textSegments } from "./comment-threads";

/** The offset in `box`'s text of a point in the DOM (its text is the version's, unchanged). */
function offsetIn(box: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(box);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The current version's text as written (markup included: comment offsets count it), with each
 * open thread's passage marked. Selecting text in it reports the selection's offsets; clicking a
 * mark picks its thread. Text stays React text (nothing here becomes HTML).
 */
export function CommentedText({
  text,
  threads,
  activeId,
  onSelect,
  onPick,
}: {
  text: string;
  threads: CommentThread[];
  activeId: number | null;
  onSelect: (selection: TextAnchor | null) => void;
  onPick: (threadId: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const changed = () => {
      const element = box.current;
      const selection = document.getSelection();
      if (!element || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      const inside = element.contains(range.startContainer) && element.contains(range.endContainer);
      // A selection elsewhere (a button pressed, the editor's text box) leaves ours as it was.
      if (!inside) return;
      if (selection.isCollapsed) {
        onSelectRef.current(null);
        return;
      }
      const start = offsetIn(element, range.startContainer, range.startOffset);
      const end = offsetIn(element, range.endContainer, range.endOffset);
      onSelectRef.current(end > start ? { start, end } : null);
    };
    document.addEventListener("selectionchange", changed);
    return () => document.removeEventListener("selectionchange", changed);
  }, []);

  const parts: ReactNode[] = textSegments(text, threads).map((segment) => {
    const slice = text.slice(segment.start, segment.end);
    const [first] = segment.threadIds;
    if (first === undefined) return slice;
    const active = activeId !== null && segment.threadIds.includes(activeId);
    return (
      <mark
        key={segment.start}
        data-testid="comment-mark"
        data-threads={segment.threadIds.join(" ")}
        data-pick={active && activeId !== null ? activeId : first}
        style={{
          background: active
            ? "var(--mantine-color-yellow-4)"
            : "var(--mantine-color-yellow-light)",
          color: "inherit",
          borderBottom: "2px solid var(--mantine-color-yellow-6)",
          cursor: "pointer",
        }}
      >
        {slice}
      </mark>
    );
  });

  return (
    <Box
      ref={box}
      data-testid="commented-text"
      aria-label="The current version's text: select a passage to comment on it"
      role="region"
      // A mark picks its thread (the thread cards beside the text are the keyboard's way there).
      onClick={(event) => {
        const mark = (event.target as HTMLElement).closest<HTMLElement>("mark[data-pick]");
        if (mark?.dataset.pick) onPick(Number(mark.dataset.pick));
      }}
      style={{
        whiteSpace: "pre-wrap",
        wordBreak: "break-word",
        fontFamily: "var(--mantine-font-family-monospace)",
        fontSize: 13,
        lineHeight: 1.6,
      }}
    >
      {parts}
    </Box>
  );
}
