import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { lazySpaPages } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { pageModules } from "../../../build/page-modules";
import { adminPanelFor, adminPanels } from "./admin-panels";
import { adminTabs } from "./admin-tabs";

const webRoot = join(import.meta.dirname, "../../..");

describe("adminPanelFor", () => {
  it("opens the tab the URL names, the dashboard for none or an unknown one", () => {
    expect(adminPanelFor("admin-dashboard", "")).toBe(adminPanels.dashboard);
    expect(adminPanelFor("admin-dashboard", "?tab=usage")).toBe(adminPanels.usage);
    expect(adminPanelFor("admin-dashboard", "?tab=toString")).toBe(adminPanels.dashboard);
    expect(adminPanelFor("admin-users", "?tab=usage")).toBe(adminPanels.users);
    expect(adminPanelFor("chat", "")).toBeNull();
    expect(adminPanelFor(null, "?tab=usage")).toBeNull();
  });

  it("has one panel per tab", () => {
    expect(Object.keys(adminPanels).sort()).toEqual([...adminTabs].sort());
  });
});

describe("pageModules' first modules", () => {
  it("names modules that exist and that admin-panels.ts imports, so the server's hints match", () => {
    const panels = readFileSync(join(import.meta.dirname, "admin-panels.ts"), "utf8");
    const named = lazySpaPages.flatMap((page) => pageModules(page).slice(1));
    expect(named.length).toBeGreaterThan(0);
    for (const module of named) {
      expect(existsSync(join(webRoot, module)), module).toBe(true);
      const relative = `./${module.replace("src/features/admin/", "").replace(/\.tsx$/, "")}`;
      expect(panels).toContain(`import("${relative}")`);
    }
  });
});
