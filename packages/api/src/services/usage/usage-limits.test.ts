import { createTestDb, type TestDb } from "@studio/db/testing";
import { AppError } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertWithinGenerationLimit } from "./usage-limits";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const limits = { anonymousPerHour: 2, userPerHour: 3 };

async function attempt(
  who: { userId: number | null; clientIp: string },
  scope?: "generation" | "chat" | "image",
): Promise<AppError | null> {
  try {
    await assertWithinGenerationLimit(t.db, who, limits, scope);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("assertWithinGenerationLimit", () => {
  it("allows a visitor the anonymous allowance per address, then answers 429 with when to retry", async () => {
    const visitor = { userId: null, clientIp: "203.0.113.1" };

    expect(await attempt(visitor)).toBeNull();
    expect(await attempt(visitor)).toBeNull();
    const refused = await attempt(visitor);

    expect(refused?.code).toBe("TOO_MANY_REQUESTS");
    expect(refused?.message).toMatch(
      /limit of 2 generations per hour\. Please try again in \d+ minutes?\. Signed-in accounts/,
    );
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await attempt({ userId: null, clientIp: "203.0.113.2" })).toBeNull();
  });

  it("counts an account by account, not by address", async () => {
    const shared = "198.51.100.7";
    for (let i = 0; i < 3; i += 1)
      expect(await attempt({ userId: 41, clientIp: shared })).toBeNull();

    expect((await attempt({ userId: 41, clientIp: "198.51.100.8" }))?.code).toBe(
      "TOO_MANY_REQUESTS",
    );
    expect(await attempt({ userId: 42, clientIp: shared })).toBeNull();
    expect(await attempt({ userId: null, clientIp: shared })).toBeNull();
  });

  it("keeps scopes apart and shares counts between instances through the database", async () => {
    const second = await t.openSecondHandle();
    try {
      const who = { userId: null, clientIp: "192.0.2.9" };
      await assertWithinGenerationLimit(t.db, who, limits);
      await assertWithinGenerationLimit(second.db, who, limits);

      await expect(assertWithinGenerationLimit(second.db, who, limits)).rejects.toThrow(
        /limit of 2/,
      );
      expect(await attempt(who, "chat")).toBeNull();
    } finally {
      await second.close();
    }
  });

  it("treats 0 as no limit", async () => {
    for (let i = 0; i < 5; i += 1) {
      await assertWithinGenerationLimit(
        t.db,
        { userId: null, clientIp: "192.0.2.10" },
        { anonymousPerHour: 0, userPerHour: 0 },
      );
    }
  });
});
