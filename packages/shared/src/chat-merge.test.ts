import { describe, expect, it } from "vitest";
import { type MessageDto, mergeNewerMessages } from "./chat-words";

function message(id: number, replaces?: number): MessageDto {
  return {
    id,
    conversationId: 1,
    role: "assistant",
    content: `m${id}`,
    timestamp: "2026-11-23T10:00:00.000Z",
    metadata: replaces === undefined ? null : { status: "complete", replaces },
  };
}

describe("mergeNewerMessages", () => {
  it("keeps the same array when nothing is newer (no re-render on an idle poll)", () => {
    const held = [message(1), message(2)];
    expect(mergeNewerMessages(held, [])).toBe(held);
  });

  it("appends newer messages in id order and never holds one twice", () => {
    const merged = mergeNewerMessages([message(1), message(3)], [message(4), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4]);
  });

  it("drops the reply a regenerated one replaced", () => {
    const merged = mergeNewerMessages([message(1), message(2)], [message(5, 2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 5]);
  });
});
