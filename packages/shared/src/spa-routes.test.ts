import { describe, expect, it } from "vitest";
import { lazySpaPageFor, spaPageModule } from "./spa-routes";

describe("lazySpaPageFor", () => {
  it("maps each lazily loaded route of SPEC 2 to its page", () => {
    expect(lazySpaPageFor("/login")).toBe("login");
    expect(lazySpaPageFor("/auth")).toBe("login");
    expect(lazySpaPageFor("/signup/")).toBe("signup");
    expect(lazySpaPageFor("/admin/login")).toBe("admin-login");
    expect(lazySpaPageFor("/admin")).toBe("admin-dashboard");
    expect(lazySpaPageFor("/admin/users")).toBe("admin-users");
    expect(lazySpaPageFor("/chat")).toBe("chat");
    expect(lazySpaPageFor("/chat/42")).toBe("chat");
  });

  it("has no lazy page for home and unknown paths", () => {
    expect(lazySpaPageFor("/")).toBeNull();
    expect(lazySpaPageFor("/chat/1/2")).toBeNull();
    expect(lazySpaPageFor("/nope")).toBeNull();
  });

  it("names the page's module as the web build does", () => {
    expect(spaPageModule("admin-dashboard")).toBe("src/routes/admin-dashboard.tsx");
  });
});
