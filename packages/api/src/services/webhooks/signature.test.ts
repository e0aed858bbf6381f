import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookBody, verifyWebhookSignature } from "./signature";

describe("webhook signatures", () => {
  const body = JSON.stringify({ id: "e1", event: "content.approved" });

  it("is t=<seconds>,v1=<hex HMAC-SHA256(secret, t.body)>", () => {
    const header = signWebhookBody("whsec_test", body, 1_790_000_000);
    const expected = createHmac("sha256", "whsec_test").update(`1790000000.${body}`).digest("hex");
    expect(header).toBe(`t=1790000000,v1=${expected}`);
  });

  it("verifies the body it signed, and nothing else", () => {
    const now = 1_790_000_000;
    const header = signWebhookBody("whsec_test", body, now);
    expect(verifyWebhookSignature("whsec_test", body, header, { nowSeconds: now })).toBe(true);
    expect(verifyWebhookSignature("whsec_other", body, header, { nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature("whsec_test", `${body}\n`, header, { nowSeconds: now })).toBe(
      false,
    );
    const forgedTime = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhookSignature("whsec_test", body, forgedTime, { nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature("whsec_test", body, "v1=abc", { nowSeconds: now })).toBe(false);
  });

  it("refuses a signature older than the tolerance (a replay)", () => {
    const header = signWebhookBody("whsec_test", body, 1_790_000_000);
    expect(
      verifyWebhookSignature("whsec_test", body, header, { nowSeconds: 1_790_000_000 + 301 }),
    ).toBe(false);
  });
});
