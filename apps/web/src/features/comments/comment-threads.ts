import {
  type ContentCommentDto,
  type ContentEventDto,
  reanchorQuote,
  type TextAnchor,
} from "@studio/shared";

/**
 * A thread as the editor shows it: its first comment, the replies, and where its quote stands in
 * the current text. `anchor` is null for a general comment and for an outdated one (its quote is
 * no longer in the text), which `outdated` tells apart.
 */
export interface CommentThread {
  root: ContentCommentDto;
  replies: ContentCommentDto[];
  anchor: TextAnchor | null;
  outdated: boolean;
}

/**
 * Groups comments (oldest first, as the API answers them) into threads and re-anchors each
 * thread's quote in `text`, the current version: where it was when its version is current,
 * otherwise the quote's occurrence nearest its old offset. Threads come in the order of the text
 * (anchored ones by position), then general and outdated ones, oldest first.
 */
export function commentThreads(
  comments: readonly ContentCommentDto[],
  text: string,
  version: number,
): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  for (const comment of comments) {
    if (comment.parentId === null) {
      threads.set(comment.id, { root: comment, replies: [], ...anchorOf(comment, text, version) });
    } else {
      threads.get(comment.parentId)?.replies.push(comment);
    }
  }
  return [...threads.values()].sort((a, b) => {
    const at = a.anchor?.start ?? Number.POSITIVE_INFINITY;
    const bt = b.anchor?.start ?? Number.POSITIVE_INFINITY;
    return at === bt ? a.root.id - b.root.id : at - bt;
  });
}

function anchorOf(
  comment: ContentCommentDto,
  text: string,
  version: number,
): Pick<CommentThread, "anchor" | "outdated"> {
  if (comment.start === null || comment.end === null || comment.quote === null) {
    return { anchor: null, outdated: false };
  }
  if (comment.version === version && text.slice(comment.start, comment.end) === comment.quote) {
    return { anchor: { start: comment.start, end: comment.end }, outdated: false };
  }
  const anchor = reanchorQuote(text, { start: comment.start, quote: comment.quote });
  return { anchor, outdated: anchor === null };
}

/** A stretch of the text, and the open threads whose passage covers it. */
export interface TextSegment {
  start: number;
  end: number;
  threadIds: number[];
}

/**
 * Cuts the text at every open thread's passage bounds, so overlapping passages can each be
 * marked: each segment lists the threads that cover it. Resolved threads are not marked.
 */
export function textSegments(text: string, threads: readonly CommentThread[]): TextSegment[] {
  const marked = threads.filter(
    (t) => !t.root.resolved && t.anchor !== null && t.anchor.end > t.anchor.start,
  );
  const cuts = new Set([0, text.length]);
  for (const t of marked) {
    cuts.add(t.anchor?.start ?? 0);
    cuts.add(t.anchor?.end ?? 0);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    const threadIds = marked
      .filter((t) => (t.anchor?.start ?? 0) <= start && (t.anchor?.end ?? 0) >= end)
      .map((t) => t.root.id);
    segments.push({ start, end, threadIds });
  }
  return segments;
}

/**
 * The reviewer's note of the last change request, until the item is submitted again (events are
 * oldest first); null when none is pending.
 */
export function pendingChangeRequest(events: readonly ContentEventDto[]): ContentEventDto | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i] as ContentEventDto;
    if (event.kind === "submitted" || event.kind === "approved") return null;
    if (event.kind === "changes_requested") return event;
  }
  return null;
}
