import type { ContentItemRecord, Database } from "@studio/db";
import type { GenerateRequest } from "@studio/shared";
import {
  AppError,
  type ContentItemDto,
  contentMessages,
  giftTypeLabels,
  giftTypes,
} from "@studio/shared";
import type { Kysely } from "kysely";
import { type GenerationDeps, generateContent } from "../generation/generation";
import { type Caller, requireAccessibleItem } from "./content-access";
import { getContentItem } from "./content-library";
import { addContentVersion } from "./content-versions";

/**
 * The generation request an item came from. A gift's type is the last part of its title, as its
 * label ("Free Gift: Product - Long-Tail Topic") or, in titles from before labels, its value
 * ("... - long_tail"); a custom gift topic is not stored, so it cannot be rerun.
 */
function requestOf(item: ContentItemRecord): GenerateRequest {
  const unavailable = new AppError("BAD_REQUEST", contentMessages.regenerateUnavailable);
  if (item.productId === null || item.botType === "image") throw unavailable;
  if (item.botType === "gift") {
    const suffix = item.title.split(" - ").at(-1)?.trim() ?? "";
    const giftType = giftTypes.find(
      (type) => type !== "custom" && (type === suffix || giftTypeLabels[type] === suffix),
    );
    if (!giftType) throw unavailable;
    return { botType: "gift", productId: item.productId, giftType };
  }
  if (item.topicId === null) throw unavailable;
  return { botType: item.botType, productId: item.productId, topicId: item.topicId };
}

/**
 * Reruns the item's generation (same bot, product and topic, the active template, fresh
 * knowledge) and records the text as a new version, not a new item. It counts against the
 * caller's generation allowance like any generation.
 */
export async function regenerateContent(
  deps: Omit<GenerationDeps, "record"> & { db: Kysely<Database> },
  caller: Caller,
  id: number,
): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(deps.db, caller, id);
  const request = requestOf(item);
  const events = generateContent(
    {
      ...deps,
      record: async (values, report) => {
        await addContentVersion(deps.db, caller, id, {
          title: item.title,
          content: values.content,
          source: "regenerated",
          report,
        });
        return id;
      },
    },
    request,
  );
  for await (const _event of events) {
    // The text is recorded when the stream ends; the deltas are not needed here.
  }
  return getContentItem(deps.db, caller, id);
}
