import { describe, expect, it } from "vitest";
import { assembleChatContext, CHAT_SYSTEM_PROMPT, type HistoryMessage } from "./chat-context";

const user = (content: string): HistoryMessage => ({ role: "user", content });
const assistant = (content: string): HistoryMessage => ({ role: "assistant", content });
const handoff = (content: string): HistoryMessage => ({ role: "system", content });

describe("assembleChatContext", () => {
  it("starts with the financial-publishing system prompt", () => {
    // Act
    const messages = assembleChatContext([user("Hi")]);
    // Assert
    expect(messages[0]).toEqual({ role: "system", content: CHAT_SYSTEM_PROMPT });
    expect(CHAT_SYSTEM_PROMPT).toMatch(/financial/i);
    expect(CHAT_SYSTEM_PROMPT).toMatch(/never promise or guarantee returns/i);
    expect(messages.slice(1)).toEqual([{ role: "user", content: "Hi" }]);
  });

  it("keeps the whole conversation in order when it fits", () => {
    const history = [user("one"), assistant("two"), user("three")];
    expect(
      assembleChatContext(history)
        .slice(1)
        .map((m) => m.content),
    ).toEqual(["one", "two", "three"]);
  });

  it("sends handoffs as user turns marked as handed-off content, not as system instructions", () => {
    // Arrange
    const history = [
      handoff("The following newsletter was generated:\n\nSubject: Rates"),
      user("Make the subject line punchier"),
    ];
    // Act
    const [, first, second] = assembleChatContext(history);
    // Assert
    expect(first?.role).toBe("user");
    expect(first?.content).toContain("handed off from the generator");
    expect(first?.content).toContain("Subject: Rates");
    expect(second).toEqual({ role: "user", content: "Make the subject line punchier" });
  });

  it("leaves out empty messages (a reply that failed before its first word)", () => {
    const history = [user("a"), assistant(""), user("b")];
    expect(
      assembleChatContext(history)
        .slice(1)
        .map((m) => m.content),
    ).toEqual(["a", "b"]);
  });

  it("keeps the newest turns that fit the budget and drops the oldest", () => {
    // Arrange: system prompt of 10 chars, 40 for the conversation.
    const history = [
      user("a".repeat(20)),
      assistant("b".repeat(20)),
      user("c".repeat(15)),
      assistant("d".repeat(10)),
      user("e".repeat(10)),
    ];
    // Act
    const messages = assembleChatContext(history, {
      systemPrompt: "s".repeat(10),
      budgetChars: 50,
    });
    // Assert
    expect(messages.map((m) => m.content[0])).toEqual(["s", "c", "d", "e"]);
    const used = messages.reduce((sum, m) => sum + m.content.length, 0);
    expect(used).toBeLessThanOrEqual(50);
  });

  it("never leaves a hole: an old short message after a dropped long one stays out", () => {
    const history = [user("x"), assistant("y".repeat(100)), user("z".repeat(5))];
    const messages = assembleChatContext(history, { systemPrompt: "", budgetChars: 10 });
    expect(messages.slice(1).map((m) => m.content)).toEqual(["zzzzz"]);
  });

  it("always sends the newest message, shortened in the middle when it alone is too long", () => {
    // Arrange
    const long = `START${"m".repeat(500)}END`;
    // Act
    const messages = assembleChatContext([user("older"), user(long)], {
      systemPrompt: "",
      budgetChars: 100,
    });
    // Assert
    expect(messages).toHaveLength(2);
    const sent = messages[1]!.content;
    expect(sent.length).toBeLessThanOrEqual(100);
    expect(sent.startsWith("START")).toBe(true);
    expect(sent.endsWith("END")).toBe(true);
    expect(sent).toContain("[…]");
  });

  it("keeps the latest handoff when older turns are dropped, within half the budget", () => {
    // Arrange
    const history = [
      handoff("H".repeat(30)),
      user("u".repeat(40)),
      assistant("a".repeat(40)),
      user("q".repeat(20)),
    ];
    // Act
    const messages = assembleChatContext(history, { systemPrompt: "", budgetChars: 200 });
    const tight = assembleChatContext(history, { systemPrompt: "", budgetChars: 100 });
    // Assert: with room, everything; when tight, the handoff survives and the oldest turns go.
    expect(messages).toHaveLength(5);
    expect(tight.slice(1).map((m) => m.role)).toEqual(["user", "user"]);
    expect(tight[1]!.content).toContain("H".repeat(20));
    expect(tight[2]!.content).toBe("q".repeat(20));
    expect(tight.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(100);
  });

  it("shortens a handoff that is larger than half the budget", () => {
    const history = [handoff("N".repeat(1000)), assistant("ok"), user("shorter please")];
    const messages = assembleChatContext(history, { systemPrompt: "", budgetChars: 200 });
    expect(messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(messages[1]!.content.length).toBeLessThanOrEqual(100);
    expect(messages.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(200);
  });

  it("with no messages, sends only the system prompt", () => {
    expect(assembleChatContext([])).toEqual([{ role: "system", content: CHAT_SYSTEM_PROMPT }]);
  });
});
