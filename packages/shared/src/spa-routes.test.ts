import { describe, expect, it } from "vitest";
import {
  isSignInRequiredPage,
  lazySpaPageFor,
  prerenderedFile,
  prerenderedVariants,
} from "./routes";

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
});

describe("prerendered pages", () => {
  it("prerenders the sign-in pages, and nothing that depends on who is asking", () => {
    expect(prerenderedFile("login", null)).toBe("login.html");
    expect(prerenderedFile("signup", null)).toBe("signup.html");
    expect(prerenderedFile("admin-login", null)).toBe("admin-login.html");
    expect(prerenderedFile("admin-dashboard", null)).toBeNull();
    expect(prerenderedFile("chat", null)).toBeNull();
    expect(prerenderedFile(null, null)).toBeNull();
  });

  it("gives the login page one file per page whose card it shows", () => {
    expect(prerenderedFile("login", "chat")).toBe("login~chat.html");
    expect(prerenderedFile("login", "content-item")).toBe("login~content-item.html");
    // The dashboard sends people to /admin/login with a toast, not a card.
    expect(prerenderedFile("login", "admin-dashboard")).toBe("login.html");
    expect(prerenderedFile("admin-login", "admin-dashboard")).toBe("admin-login.html");
  });

  it("lists every file once, each rendered at the path it is served for", () => {
    const variants = prerenderedVariants();
    expect(new Set(variants.map((v) => v.file)).size).toBe(variants.length);
    for (const variant of variants) {
      expect(prerenderedFile(lazySpaPageFor(variant.path), variant.signedOutFrom)).toBe(
        variant.file,
      );
    }
    expect(variants.find((v) => v.signedOutFrom === "chat")?.path).toBe("/auth");
  });

  it("recognises only the pages that need a signed-in person", () => {
    expect(isSignInRequiredPage("chat")).toBe(true);
    expect(isSignInRequiredPage("admin-users")).toBe(false);
    expect(isSignInRequiredPage("toString")).toBe(false);
  });
});
