import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { answers, configureContracts, streams } from "./contract";
import { procedureContracts } from "./procedure-contracts";

/**
 * Issue 26 item 1: every procedure declares what it answers, and a documented path is declared
 * once, on its procedure. These tests name the procedure that forgets, and prove the check
 * catches a drift without ever changing an answer.
 */
describe("procedure contracts", () => {
  const contracts = procedureContracts();

  it("gives every procedure an output schema", () => {
    expect(contracts.length).toBeGreaterThan(100);
    expect(contracts.filter((c) => c.output === undefined).map((c) => c.name)).toEqual([]);
  });

  it("declares each documented path on one procedure, with a path parameter its input names", () => {
    const routes = contracts.flatMap((c) =>
      c.rest ? [{ ...c.rest, name: c.name, input: c.input }] : [],
    );
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const route of routes) {
      expect(route.path, route.name).toMatch(/^\/api\//);
      const fields = route.input instanceof z.ZodObject ? Object.keys(route.input.shape) : [];
      for (const [, param] of route.path.matchAll(/\{(\w+)\}/g)) {
        const field = route.params?.[param as string] ?? param;
        // An adapter may map a parameter itself (e.g. {id} → conversationId); the generated
        // handler needs the input to have the field.
        if (!route.input || fields.includes(field as string)) continue;
        expect
          .soft(route.body ?? route.response ?? route.query, `${route.name}: {${param}}`)
          .toBeDefined();
      }
    }
  });
});

describe("answers() and streams()", () => {
  const item = z.object({ id: z.number().int() });
  afterEach(() => configureContracts({ mode: "fail" }));

  it("passes an answer on as it was, extra fields included (zod would strip them)", () => {
    const value = { id: 1, internal: "kept" };
    expect(answers<typeof value>(item)(value)).toBe(value);
  });

  it("throws on a drift in tests, naming the field", () => {
    expect(() => answers(item)({ id: "1" })).toThrow(/id: /);
  });

  it("logs a drift in development and answers anyway; production does not look", () => {
    const logged: string[] = [];
    configureContracts({ mode: "log", log: (message) => logged.push(message) });
    expect(answers(item)({ id: "x" })).toEqual({ id: "x" });
    expect(logged).toEqual([expect.stringContaining("id: ")]);
    configureContracts({ mode: "off" });
    expect(answers(item)({ id: "y" })).toEqual({ id: "y" });
    expect(logged).toHaveLength(1);
  });

  it("checks each event of a stream as it passes, and stops the source when the reader stops", async () => {
    let finished = false;
    async function* source() {
      try {
        yield { id: 1 };
        yield { id: "two" };
      } finally {
        finished = true;
      }
    }
    const relayed = streams<{ id: number }>(item)(source());
    const first = await relayed.next();
    expect(first.value).toEqual({ id: 1 });
    await expect(relayed.next()).rejects.toThrow(/id: /);
    expect(finished).toBe(true);

    finished = false;
    const early = streams<{ id: number }>(item)(source());
    await early.next();
    await early.return(undefined);
    expect(finished).toBe(true);
  });
});
