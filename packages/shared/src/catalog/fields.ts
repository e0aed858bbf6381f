import { botTypes, promptPlaceholders } from "../bots";
import { recordId } from "../ids";
import { NAME_MAX, PROMPT_TEMPLATE_MIN } from "../limits";
import { validationMessages as v } from "../messages";
import { z } from "../zod";

/** The fields and messages every catalog domain shares. */
export const catalogMessages = {
  invalidId: "Invalid id",
  nameRequired: "Name is required",
  contentRequired: "Content is required",
  productRequired: "Product is required",
  botTypeRequired: "Bot type is required",
  botTypeInvalid: "Bot type must be one of newsletter, sam or gift",
  templateMin: `Template must be at least ${PROMPT_TEMPLATE_MIN} characters`,
  unknownPlaceholders: (names: string[]) =>
    `Unknown placeholder${names.length === 1 ? "" : "s"} ${names.map((n) => `{${n}}`).join(", ")}: use only ${promptPlaceholders.map((p) => `{${p}}`).join(", ")}`,
  nothingToUpdate: "Nothing to update",
  roleInvalid: "Role must be user, reviewer or admin",
} as const;

/** A row id: a positive integer. Anything else is a 400 'Invalid id', never a database error. */
export const idField = recordId(catalogMessages.invalidId);

export const idInput = z.object({ id: idField });
export type IdInput = z.infer<typeof idInput>;

/**
 * A product reference that the legacy client may send as "3" as well as 3 (SPEC 5: "productId is
 * sent as an integer"), so digits in a string are accepted and turned into the integer.
 */
export const productIdField = recordId(catalogMessages.productRequired);

export const nameField = z
  .string({ error: catalogMessages.nameRequired })
  .trim()
  .min(1, catalogMessages.nameRequired)
  .max(NAME_MAX, v.tooLong("Name", NAME_MAX));

export const botTypeField = z.enum(botTypes, {
  error: (issue) =>
    // A cleared select gives null or "": that is a missing choice, not a wrong one.
    issue.input === undefined || issue.input === null || issue.input === ""
      ? catalogMessages.botTypeRequired
      : catalogMessages.botTypeInvalid,
});
