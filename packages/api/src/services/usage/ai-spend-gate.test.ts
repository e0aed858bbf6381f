import { AiProviderError } from "@studio/ai";
import { insertUser, type UserRecord, writeTokenQuota } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { ChatStreamEvent } from "@studio/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../../context";
import { createCaller } from "../../root";
import { aiCallDepsFor, createScriptedProvider, type ScriptedProvider } from "../../testing";
import { StreamSlots } from "../generation/stream-slots";
import { type AiSpendRequest, runWithAiSpend, streamWithAiSpend } from "./ai-spend-gate";

let t: TestDb;
let user: UserRecord;
let counter = 0;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  counter += 1;
  user = await insertUser(t.db, {
    username: `gate_${counter}`,
    email: `gate_${counter}@example.com`,
    passwordHash: "x",
    approved: true,
  });
  // A quota makes every admission reserve, so what is held can be seen.
  await writeTokenQuota(t.db, user.id, 1_000_000);
});

const SAM: AiSpendRequest = { kind: "sam", productId: null, allowance: "generation" };
const messages = [{ role: "user" as const, content: "Write about covered calls" }];

/** One slot per account, so a slot not given back refuses the next call. */
function gated(ai: ScriptedProvider, signal?: AbortSignal) {
  const streamSlots = new StreamSlots({ perAccount: 1, perVisitorAddress: 1 });
  const deps = aiCallDepsFor(t.db, ai, {
    userId: user.id,
    streamSlots,
    ...(signal ? { signal } : {}),
  });
  return { deps, streamSlots };
}

async function held(streamSlots: StreamSlots) {
  return {
    slots: streamSlots.held({ userId: user.id, clientIp: "x" }),
    reservations: (
      await t.db
        .selectFrom("ai_spend_reservations")
        .select("id")
        .where("user_id", "=", user.id)
        .execute()
    ).length,
  };
}

const outcomes = () =>
  t.db
    .selectFrom("ai_calls")
    .select("outcome")
    .where("user_id", "=", user.id)
    .orderBy("id")
    .execute();

async function drain(stream: AsyncIterable<unknown>): Promise<unknown> {
  try {
    for await (const _ of stream) {
      // reading to the end
    }
    return undefined;
  } catch (error) {
    return error;
  }
}

const NOTHING_HELD = { slots: 0, reservations: 0 };

describe("the AI spend gate gives back what it took", () => {
  it("holds a slot and a reservation while the call runs, and neither once it is done", async () => {
    const ai = createScriptedProvider({ chunks: ["one ", "two"], holdAfter: 1 });
    const { deps, streamSlots } = gated(ai);
    const stop = new AbortController();

    const running = runWithAiSpend(deps, SAM, (metered) =>
      drain(metered.streamText({ messages, signal: stop.signal })),
    );
    await ai.produced(1);
    const during = await held(streamSlots);
    stop.abort();
    await running;

    expect(during).toEqual({ slots: 1, reservations: 1 });
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
    const next = aiCallDepsFor(t.db, createScriptedProvider(), { userId: user.id, streamSlots });
    await runWithAiSpend(next, SAM, (metered) => drain(metered.streamText({ messages })));
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
    expect(await outcomes()).toEqual([{ outcome: "stopped" }, { outcome: "ok" }]);
  });

  it("when the provider fails", async () => {
    const ai = createScriptedProvider({ failWith: new AiProviderError("unavailable", "down") });
    const { deps, streamSlots } = gated(ai);

    const error = await runWithAiSpend(deps, SAM, async (metered) => {
      const failure = await drain(metered.streamText({ messages }));
      throw failure;
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AiProviderError);
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
    expect(await outcomes()).toEqual([{ outcome: "failed" }]);
  });

  it("when the client stops a stream", async () => {
    const stop = new AbortController();
    const ai = createScriptedProvider({ chunks: ["one ", "two"], holdAfter: 1 });
    const { deps, streamSlots } = gated(ai, stop.signal);

    const stream = await streamWithAiSpend(deps, SAM, async function* (metered) {
      yield* metered.streamText({ messages, signal: stop.signal });
    });
    const reading = drain(stream);
    await ai.produced(1);
    stop.abort();
    await reading;

    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
    expect(await outcomes()).toEqual([{ outcome: "stopped" }]);
  });

  it("when a stream is returned before its first read, or its preparation fails", async () => {
    const ai = createScriptedProvider();
    const { deps, streamSlots } = gated(ai);

    const unread = await streamWithAiSpend(deps, SAM, async function* (metered) {
      yield* metered.streamText({ messages });
    });
    const whileUnread = await held(streamSlots);
    await unread.return(undefined);
    const afterReturn = await held(streamSlots);
    const failed = await streamWithAiSpend(deps, SAM, async () => {
      throw new Error("the message could not be saved");
    }).catch((e: unknown) => e);

    expect(whileUnread).toEqual({ slots: 1, reservations: 1 });
    expect(afterReturn).toEqual(NOTHING_HELD);
    expect(failed).toBeInstanceOf(Error);
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
    expect(ai.requests).toHaveLength(0);
  });

  it("when the server shuts down during a chat reply", async () => {
    const shutdown = new AbortController();
    const streamSlots = new StreamSlots({ perAccount: 1, perVisitorAddress: 1 });
    const ai = createScriptedProvider({ chunks: ["Part", "ial", " reply"], holdAfter: 2 });
    const caller = createCaller(
      await createInnerContext({
        db: t.db,
        session: new MemorySession(user.id),
        ai,
        clientIp: "203.0.113.9",
        shutdownSignal: shutdown.signal,
        streamSlots,
      }),
    );
    const { id } = await caller.conversations.create();

    const events: ChatStreamEvent[] = [];
    const stream = await caller.chat.streamReply({ conversationId: id, content: "Go on" });
    const reading = (async () => {
      for await (const event of stream) events.push(event);
    })();
    await ai.produced(2);
    shutdown.abort(new Error("the server is shutting down"));
    await reading;

    const done = events.at(-1);
    expect(done?.type === "done" && done.message.metadata?.status).toBe("stopped");
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
  });
});

describe("the AI spend gate's order", () => {
  it("spends no hourly allowance on a call the quota refuses, and holds no slot for it", async () => {
    await writeTokenQuota(t.db, user.id, 0);
    const ai = createScriptedProvider();
    const { deps, streamSlots } = gated(ai);
    const limited = { ...deps, limits: { ...deps.limits, userPerHour: 1 } };

    const refused = await runWithAiSpend(limited, SAM, async () => "ran").catch((e: unknown) => e);
    await writeTokenQuota(t.db, user.id, null);
    const admitted = await runWithAiSpend(limited, SAM, async () => "ran");

    expect(String(refused)).toMatch(/monthly quota of 0 tokens/);
    expect(admitted).toBe("ran");
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
  });

  it("runs the call site's check before the quota, and spends nothing when it refuses", async () => {
    await writeTokenQuota(t.db, user.id, 0);
    const ai = createScriptedProvider();
    const { deps, streamSlots } = gated(ai);

    const refused = await runWithAiSpend(
      deps,
      {
        ...SAM,
        check: async () => {
          throw new Error("no such product");
        },
      },
      async () => "ran",
    ).catch((e: unknown) => e);

    expect(String(refused)).toMatch(/no such product/);
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
  });

  it("refuses a call beyond the caller's concurrent slots before anything else", async () => {
    const ai = createScriptedProvider({ chunks: ["a", "b"], holdAfter: 1 });
    const { deps, streamSlots } = gated(ai);
    const stop = new AbortController();
    const first = runWithAiSpend(deps, SAM, (metered) =>
      drain(metered.streamText({ messages, signal: stop.signal })),
    );
    await ai.produced(1);

    const second = await runWithAiSpend(deps, SAM, async () => "ran").catch((e: unknown) => e);
    stop.abort();
    await first;

    expect(String(second)).toMatch(/replies or generations in progress/);
    expect(await held(streamSlots)).toEqual(NOTHING_HELD);
  });
});
