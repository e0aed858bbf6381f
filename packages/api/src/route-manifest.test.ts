import { firstReadsOf, ROUTES } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { appRouter } from "./root";

interface ProcedureDef {
  _def: { type: string; inputs: { safeParse?: (value: unknown) => { success: boolean } }[] };
}

/**
 * The route manifest (@studio/shared's ROUTES) names its pages' first reads by procedure path, in
 * a package that cannot import the router: this checks each against the router itself.
 */
describe("the route manifest's first reads", () => {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  // Every page at each of its paths (a `:param` as a conversation id), and a path with no page.
  const opened = [
    ...ROUTES.flatMap(({ page, paths }) =>
      paths.map((path) => ({ page, pathname: path.replace(/:\w+/g, "7") })),
    ),
    { page: null, pathname: "/nope" },
  ];
  const reads = opened.flatMap(({ page, pathname }) =>
    firstReadsOf(page, { pathname, search: "" }).map((read) => ({ pathname, ...read })),
  );

  it("covers every first read the manifest declares", () => {
    const declared = new Set(
      ROUTES.flatMap((route) => route.firstReads.map((spec) => spec.procedure)),
    );
    const read = new Set(reads.map((r) => r.procedure));
    for (const procedure of declared) expect(read.has(procedure), procedure).toBe(true);
  });

  it("names a query of the appRouter, which a batch GET can call, with an input it accepts", () => {
    for (const { pathname, procedure, input } of reads) {
      const found = procedures[procedure];
      expect(found, `${pathname}: ${procedure}`).toBeDefined();
      expect(found?._def.type, `${pathname}: ${procedure}`).toBe("query");
      for (const parser of found?._def.inputs ?? []) {
        expect(parser.safeParse?.(input).success, `${pathname}: ${procedure}`).toBe(true);
      }
    }
  });
});
