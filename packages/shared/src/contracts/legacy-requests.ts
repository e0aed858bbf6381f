import { z } from "zod";
import { botTypes, giftTypes } from "../bots";
import { lengthValues, toneValues } from "../generation-options";
import { imageSizes, imageStyles, imageTypes } from "../images";
import { LEGACY_LIST_DEFAULT, LEGACY_LIST_MAX, SEARCH_TEXT_MAX } from "../pagination";

/**
 * Requests of the legacy /api paths whose shape differs from their procedure's input, as the
 * OpenAPI document shows them. Each path's adapter maps its request onto the procedure, whose
 * own schema then validates every value.
 */

/**
 * The window of a legacy list path (shared `legacyListQuery`): it still answers an array, at
 * most `limit` rows; an `X-Next-Cursor` header names the next window when there is one.
 */
export const windowQuery = {
  limit: z
    .string()
    .optional()
    .describe(`Rows to send, 1 to ${LEGACY_LIST_MAX} (default ${LEGACY_LIST_DEFAULT}).`),
  offset: z.string().optional().describe("Rows to skip (default 0); not with cursor."),
  cursor: z
    .string()
    .optional()
    .describe("Start after this position: the X-Next-Cursor header of the previous window."),
  q: z.string().optional().describe(`Search text, at most ${SEARCH_TEXT_MAX} characters.`),
};

/** POST /api/generate: ids may come as strings, the gift panel's fields as the SPEC names them. */
export const generateBody = z.object({
  productId: z.union([z.number().int(), z.string()]),
  topicId: z.union([z.number().int(), z.string()]).optional(),
  botType: z.enum(botTypes),
  customPrompt: z
    .string()
    .optional()
    .meta({ description: "Gift panel: a gift type, or the custom topic itself." }),
  giftType: z.enum(giftTypes).optional(),
  customTopic: z.string().optional(),
  tone: z.enum(toneValues).optional(),
  length: z.enum(lengthValues).optional(),
  audience: z.string().max(200).optional(),
  instructions: z.string().max(1000).optional(),
});

/** POST /api/generate-image: one body for images and covers. */
export const imageBody = z.object({
  prompt: z.string(),
  type: z.enum(imageStyles).optional().meta({ description: "The art style." }),
  size: z.enum(imageSizes).optional(),
  isHighResPublication: z.boolean().optional().meta({ description: "true: an A4 cover." }),
  imageType: z.enum(imageTypes).optional(),
  headline: z.string().optional(),
  subheadline: z.string().optional(),
  buttonText: z.string().optional(),
});

/** POST /api/conversations/{id}/messages: a question (answered) or a generator's hand-off. */
export const postMessageBody = z.object({
  role: z.enum(["user", "system"]),
  content: z.string(),
});

/** GET /api/conversations: the window, with `q` as a title search. */
export const conversationsQuery = z.object({
  limit: z
    .string()
    .optional()
    .meta({
      description: `At most this many (1 to ${LEGACY_LIST_MAX}, default ${LEGACY_LIST_DEFAULT}).`,
    }),
  offset: z.string().optional().meta({ description: "Skip this many (not with cursor)." }),
  cursor: z.string().optional().meta({
    description: "The X-Next-Cursor header of the previous answer (not with offset).",
  }),
  q: z.string().optional().meta({ description: "Title search: every word must appear." }),
});

/** GET /api/conversations/{id}/messages: all of them, the poll, or a page back. */
export const messagesQuery = z.object({
  after: z.string().optional().meta({
    description:
      "Only messages newer than this message id (the poll). A regenerated reply names the one it replaced in metadata.replaces.",
  }),
  before: z.string().optional().meta({
    description: "With limit: the messages just older than this message id (not with after).",
  }),
  limit: z
    .string()
    .optional()
    .meta({
      description: `At most this many (1 to ${LEGACY_LIST_MAX}); without after or before, the newest. Without any option, all messages.`,
    }),
});
