import { describe, expect, it } from "vitest";
import { PublicQueryResponses, type StoredResponse } from "./public-query-responses";

const ok = (body: string): StoredResponse => ({
  status: 200,
  headers: [["content-type", "application/json"]],
  body,
});

/** A source whose current value the test swaps, as a cache refill or invalidation would. */
function setup(maxEntries?: number) {
  const state: { value: object | undefined } = { value: { version: 1 } };
  const responses = new PublicQueryResponses(new Map([["list", () => state.value]]), maxEntries);
  return { state, responses };
}

describe("PublicQueryResponses", () => {
  it("serves a response only while its source is the same object", () => {
    const { state, responses } = setup();
    const before = responses.source("list");
    expect(before).toBeDefined();
    responses.remember("list", "/trpc/list", before as object, ok("v1"));
    expect(responses.lookup("list", "/trpc/list")?.body).toBe("v1");

    state.value = { version: 2 }; // the list was refreshed: the stored bytes are retired
    expect(responses.lookup("list", "/trpc/list")).toBeUndefined();
    state.value = undefined; // invalidated: nothing is served
    expect(responses.lookup("list", "/trpc/list")).toBeUndefined();
  });

  it("does not keep a response whose source changed during the call", () => {
    const { state, responses } = setup();
    const before = responses.source("list") as object;
    state.value = { version: 2 };
    responses.remember("list", "/trpc/list", before, ok("made from v1"));
    expect(responses.lookup("list", "/trpc/list")).toBeUndefined();
  });

  it("keeps only successful answers of known procedures, under their exact URL", () => {
    const { responses } = setup();
    const source = responses.source("list") as object;
    expect(responses.source("other")).toBeUndefined();
    responses.remember("list", "/trpc/list", source, { ...ok("refused"), status: 400 });
    expect(responses.lookup("list", "/trpc/list")).toBeUndefined();
    responses.remember("list", "/trpc/list?input=1", source, ok("with input"));
    expect(responses.lookup("list", "/trpc/list")).toBeUndefined();
    expect(responses.lookup("list", "/trpc/list?input=1")?.body).toBe("with input");
  });

  it("holds a bounded number of URLs, dropping the oldest", () => {
    const { responses } = setup(2);
    const source = responses.source("list") as object;
    for (const n of [1, 2, 3]) responses.remember("list", `/trpc/list?n=${n}`, source, ok(`${n}`));
    expect(responses.lookup("list", "/trpc/list?n=1")).toBeUndefined();
    expect(responses.lookup("list", "/trpc/list?n=2")?.body).toBe("2");
    expect(responses.lookup("list", "/trpc/list?n=3")?.body).toBe("3");
  });
});
