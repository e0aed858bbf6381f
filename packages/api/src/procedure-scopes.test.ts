import { describe, expect, it } from "vitest";
import { appRouter } from "./root";
import type { Meta } from "./trpc";

/**
 * Every procedure must say which API key scope it needs (or "session"): one that does not is
 * refused to every key at run time, and this test names it so the omission is fixed, not shipped.
 */
describe("procedure scopes", () => {
  // The flat map of every procedure by its dotted path, with the meta each was built with.
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>,
  );

  it("finds the procedures", () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  it("gives every procedure a scope", () => {
    const missing = procedures.filter(([, p]) => p._def.meta?.scope === undefined).map(([n]) => n);
    expect(missing).toEqual([]);
  });

  it("keeps administration behind the admin scope and key management behind a session", () => {
    const scopeOf = (path: string) =>
      procedures.find(([name]) => name === path)?.[1]._def.meta?.scope;
    for (const [name] of procedures.filter(([n]) => n.startsWith("admin."))) {
      expect(scopeOf(name), name).toBe("admin");
    }
    for (const [name] of procedures.filter(([n]) => n.startsWith("apiKeys."))) {
      expect(scopeOf(name), name).toBe("session");
    }
    expect(scopeOf("auth.login")).toBe("session");
  });
});
