import { describe, expect, it } from "vitest";
import { legacyGenerateBody } from "./legacy-generate-body";

describe("legacyGenerateBody", () => {
  it("reads the gift panel's customPrompt as a gift type or as the custom topic", () => {
    const gift = { productId: 1, botType: "gift" };
    expect(legacyGenerateBody.parse({ ...gift, customPrompt: " long_tail " })).toMatchObject({
      giftType: "long_tail",
      customTopic: undefined,
    });
    expect(legacyGenerateBody.parse({ ...gift, customPrompt: "Gold in 2027" })).toMatchObject({
      giftType: "custom",
      customTopic: "Gold in 2027",
    });
    expect(
      legacyGenerateBody.parse({ ...gift, giftType: "high_volume", customPrompt: "x" }),
    ).toMatchObject({ giftType: "high_volume" });
  });

  it("passes the other bots' fields through unvalidated and never rejects", () => {
    expect(legacyGenerateBody.parse({ productId: "7", topicId: 2, botType: "sam" })).toEqual(
      expect.objectContaining({ productId: "7", topicId: 2, botType: "sam" }),
    );
    expect(legacyGenerateBody.parse(null)).toMatchObject({ botType: undefined });
    expect(legacyGenerateBody.parse([1])).toMatchObject({ productId: undefined });
  });
});
