import { describe, expect, it } from "vitest";
import { RETURN_TO_MAX_LENGTH, safeReturnTo, withReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeReturnTo("/content/12")).toBe("/content/12");
    expect(safeReturnTo("/chat/5")).toBe("/chat/5");
    expect(safeReturnTo("/admin?tab=products")).toBe("/admin?tab=products");
    expect(safeReturnTo("/content/3#comments")).toBe("/content/3#comments");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnTo("/content/../chat/2")).toBe("/chat/2");
    expect(safeReturnTo("/../../etc")).toBe("/etc");
  });

  it.each([
    "https://evil.example/content/1",
    "http://evil.example",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/content/1\n",
    "javascript:alert(1)",
    "data:text/html,hi",
    "content/1",
    "",
    " /content/1",
    "?next=/x",
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it("refuses what is not a string, and overlong paths", () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(["/chat"])).toBeNull();
    expect(safeReturnTo(`/${"a".repeat(RETURN_TO_MAX_LENGTH)}`)).toBeNull();
  });

  it("refuses the sign-in pages, which would loop", () => {
    for (const path of ["/login", "/auth", "/signup", "/admin/login", "/login/", "/auth?x=1"]) {
      expect(safeReturnTo(path), path).toBeNull();
    }
  });

  it("is fast on a long adversarial input", () => {
    const started = performance.now();
    safeReturnTo(`/${"/".repeat(100_000)}a`);
    safeReturnTo(`/a${"/".repeat(1_000)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("withReturnTo", () => {
  it("adds a safe path as `next`, and nothing else", () => {
    expect(withReturnTo("/login", "/content/7?x=1")).toBe("/login?next=%2Fcontent%2F7%3Fx%3D1");
    expect(withReturnTo("/login", "//evil.example")).toBe("/login");
    expect(withReturnTo("/admin/login", null)).toBe("/admin/login");
  });
});
