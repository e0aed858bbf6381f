import { botTypes, giftTypes } from "./bots";
import { z } from "./zod";

export const botType = z.enum(botTypes, {
  error: "Bot type must be one of newsletter, sam or gift.",
});

export const giftType = z.enum(giftTypes, {
  error: "Gift type must be one of high_volume, long_tail, latest_guidance or custom.",
});
