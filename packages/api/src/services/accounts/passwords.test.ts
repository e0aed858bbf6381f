import { afterEach, describe, expect, it } from "vitest";
import { LANE_PASSWORD_HASH_COST } from "../../testing/fast-password-hashing";
import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  usePasswordHashCost,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords";

// The unit lane hashes at a cheap cost (its setup file); this file checks the real one and puts
// the lane's back afterwards.
const laneCost = LANE_PASSWORD_HASH_COST;

describe("password hashing", () => {
  afterEach(() => usePasswordHashCost(laneCost));

  it("hashes with argon2id at 64 MiB and three passes", async () => {
    usePasswordHashCost(PASSWORD_HASH_PARAMS);
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await verifyPassword(stored, "correct horse battery")).toBe(true);
    expect(await verifyPassword(stored, "wrong horse battery")).toBe(false);
  });

  it("verifies a hash made at another cost, since a hash names its own parameters", async () => {
    usePasswordHashCost(laneCost);
    const cheap = await hashPassword("pw one two three");
    usePasswordHashCost(PASSWORD_HASH_PARAMS);
    expect(await verifyPassword(cheap, "pw one two three")).toBe(true);
  });

  it("reads a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
