import type { ContentCommentDto, ContentEventDto } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { commentThreads, pendingChangeRequest, textSegments } from "./comment-threads";

let nextId = 1;
function comment(fields: Partial<ContentCommentDto>): ContentCommentDto {
  const id = nextId++;
  return {
    id,
    body: `comment ${id}`,
    authorId: 1,
    authorName: "ada",
    version: 1,
    start: null,
    end: null,
    quote: null,
    parentId: null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: "2026-11-26T08:00:00.000Z",
    ...fields,
  };
}

const V1 = "Dividends grow. Dividends can be cut. Past results differ.";
const CUT = "Dividends can be cut.";

describe("commentThreads", () => {
  it("re-anchors a quote after text before it changed, and marks a vanished quote outdated", () => {
    const start = V1.indexOf(CUT);
    const anchored = comment({ start, end: start + CUT.length, quote: CUT });
    const gone = comment({ start: 0, end: 15, quote: "Dividends grow." });
    const general = comment({});
    const reply = comment({
      parentId: anchored.id,
      ...{ start, end: start + CUT.length, quote: CUT },
    });
    const v2 = `Intro added here. Dividends rise. ${CUT} Past results differ.`;

    const threads = commentThreads([anchored, gone, general, reply], v2, 2);

    expect(threads.map((t) => t.root.id)).toEqual([anchored.id, gone.id, general.id]);
    expect(threads[0]).toMatchObject({
      anchor: { start: v2.indexOf(CUT), end: v2.indexOf(CUT) + CUT.length },
      outdated: false,
      replies: [reply],
    });
    expect(threads[1]).toMatchObject({ anchor: null, outdated: true });
    expect(threads[2]).toMatchObject({ anchor: null, outdated: false });
  });

  it("orders anchored threads by their place in the text", () => {
    const late = comment({ start: 38, end: 58, quote: V1.slice(38, 58) });
    const early = comment({ start: 0, end: 9, quote: "Dividends" });
    expect(commentThreads([late, early], V1, 1).map((t) => t.root.id)).toEqual([early.id, late.id]);
  });
});

describe("textSegments", () => {
  it("cuts overlapping passages so each is marked, and leaves resolved ones unmarked", () => {
    const a = comment({ start: 0, end: 15, quote: V1.slice(0, 15) });
    const b = comment({ start: 10, end: 20, quote: V1.slice(10, 20) });
    const done = comment({ start: 30, end: 35, quote: V1.slice(30, 35), resolved: true });
    const segments = textSegments(V1, commentThreads([a, b, done], V1, 1));
    expect(segments.map((s) => [s.start, s.end, s.threadIds])).toEqual([
      [0, 10, [a.id]],
      [10, 15, [a.id, b.id]],
      [15, 20, [b.id]],
      [20, V1.length, []],
    ]);
  });
});

describe("pendingChangeRequest", () => {
  const event = (kind: ContentEventDto["kind"], note: string | null = null): ContentEventDto => ({
    kind,
    note,
    actorId: 1,
    actorName: "rev",
    version: 1,
    at: "2026-11-26T08:00:00.000Z",
  });

  it("is the last change request until the next submit", () => {
    const requested = event("changes_requested", "Cite the yield.");
    expect(pendingChangeRequest([event("created"), event("submitted"), requested])).toBe(requested);
    expect(pendingChangeRequest([requested, event("edited"), event("commented")])).toBe(requested);
    expect(pendingChangeRequest([requested, event("submitted")])).toBeNull();
    expect(pendingChangeRequest([event("created")])).toBeNull();
  });
});
