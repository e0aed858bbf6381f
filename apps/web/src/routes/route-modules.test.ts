import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { lazySpaPages, ROUTES } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { pageModules } from "../../build/page-modules";
import { eagerPages, routeModules } from "./route-modules";

const webRoot = join(import.meta.dirname, "../..");

describe("the pages of the route manifest", () => {
  it("each has a module here, eager or lazy, and nothing else does", () => {
    const here = [...Object.keys(eagerPages), ...Object.keys(routeModules)].sort();
    expect(here).toEqual(ROUTES.map((route) => route.page).sort());
    expect(Object.keys(routeModules).sort()).toEqual([...lazySpaPages].sort());
  });

  it("names the page's module as the web build does", () => {
    expect(pageModules("admin-dashboard")[0]).toBe("src/routes/admin-dashboard.tsx");
  });

  it("tells the server the module route-modules.ts loads for each lazy page", () => {
    const source = readFileSync(join(import.meta.dirname, "route-modules.ts"), "utf8");
    for (const page of lazySpaPages) {
      const [module = ""] = pageModules(page);
      expect(existsSync(join(webRoot, module)), module).toBe(true);
      const relative = `./${module.replace("src/routes/", "").replace(/\.tsx$/, "")}`;
      expect(source).toMatch(new RegExp(`"?${page}"?: \\(\\) => import\\("${relative}"\\)`));
    }
  });
});
