import type { Database } from "@studio/db";
import { insertKnowledgeEntries } from "@studio/db";
import {
  AppError,
  KNOWLEDGE_CONTENT_MAX,
  knowledgeUploadMessages,
  NAME_MAX,
  type UploadKnowledgeResult,
  type uploadKnowledgeInput,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { extractInWorker } from "./document-text/extract-in-worker";
import { fitSections } from "./document-text/split-sections";
import { withExistingProduct } from "./products";

/** More entries than this from one file is a mistake (or an attack), not a knowledge base. */
export const MAX_UPLOAD_SECTIONS = 500;

/**
 * Turns a document into knowledge-base entries, one per section. The text is extracted and
 * checked before anything is written, and the entries go in one statement: a bad file creates
 * nothing, a good one creates all of its sections.
 */
export async function uploadKnowledge(
  db: Kysely<Database>,
  input: z.output<typeof uploadKnowledgeInput>,
): Promise<UploadKnowledgeResult> {
  const sections = fitSections(await extractInWorker(input.fileName, input.data), {
    nameMax: NAME_MAX,
    contentMax: KNOWLEDGE_CONTENT_MAX,
  });
  if (sections.length > MAX_UPLOAD_SECTIONS) {
    throw new AppError("BAD_REQUEST", knowledgeUploadMessages.tooManySections(MAX_UPLOAD_SECTIONS));
  }
  const entries = await withExistingProduct(db, input.productId, () =>
    db.transaction().execute((trx) =>
      insertKnowledgeEntries(
        trx,
        sections.map((s) => ({ ...s, productId: input.productId, botType: input.botType })),
      ),
    ),
  );
  return { entries };
}
