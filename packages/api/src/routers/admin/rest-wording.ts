import { BULK_IDS_MAX } from "@studio/shared";

/** The documented paths' shared wording: a path that takes an id and a body. */
export const pathIdWins = "the id in the path wins over an `id` in the body";

/** What the bulk actions' summaries say of their body. */
export const bulkIdsWording = `{ ids }: 1 to ${BULK_IDS_MAX} account ids; unknown ids are skipped`;
