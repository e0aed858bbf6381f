import type { Database } from "@studio/db";
import {
  deleteKnowledge as deleteKnowledgeRow,
  findKnowledgeSource,
  insertKnowledge,
  listKnowledge,
  updateKnowledge as updateKnowledgeRow,
} from "@studio/db";
import type {
  createKnowledgeInput,
  KnowledgeDto,
  KnowledgeLegacyListQuery,
  KnowledgeListQuery,
  KnowledgePage,
  KnowledgeSourceDto,
  updateKnowledgeInput,
} from "@studio/shared";
import { AppError, knowledgeMessages } from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";
import { toKnowledgeDto } from "./catalog";
import { withExistingProduct } from "./products";

/** Newest first: created_at in epoch microseconds, then id. */
const knowledgeKeyset = keyset({
  createdAtMicros: cursorMicros,
  id: cursorRowId,
});

/** A page of entries, newest first; the legacy REST window may start at an offset. */
export async function findKnowledge(
  db: Kysely<Database>,
  query: KnowledgeListQuery | KnowledgeLegacyListQuery,
): Promise<KnowledgePage> {
  const rows = await listKnowledge(db, {
    search: query.search ?? query.q,
    productId: query.productId,
    botType: query.botType,
    ...keysetWindow(query, knowledgeKeyset),
  });
  return toPage(rows, query.limit, toKnowledgeDto, knowledgeKeyset.cursorOf);
}

export async function createKnowledge(
  db: Kysely<Database>,
  input: z.output<typeof createKnowledgeInput>,
): Promise<KnowledgeDto> {
  const entry = await withExistingProduct(db, input.productId, () => insertKnowledge(db, input));
  return toKnowledgeDto(entry);
}

export async function updateKnowledge(
  db: Kysely<Database>,
  input: z.output<typeof updateKnowledgeInput>,
): Promise<KnowledgeDto> {
  const entry = await withExistingProduct(db, input.productId, () =>
    updateKnowledgeRow(db, input.id, input),
  );
  if (!entry) throw new AppError("NOT_FOUND", knowledgeMessages.notFound);
  return toKnowledgeDto(entry);
}

export async function deleteKnowledge(db: Kysely<Database>, id: number): Promise<{ id: number }> {
  if (!(await deleteKnowledgeRow(db, id))) {
    throw new AppError("NOT_FOUND", knowledgeMessages.notFound);
  }
  return { id };
}

/**
 * One entry's name and content, for anyone: a draft's source chips open it. Knowledge entries
 * already feed public generations (and drafts quote them), so showing what was used reveals
 * nothing a visitor could not read in a draft; the product, bot type and dates stay admin-only.
 */
export async function readKnowledgeSource(
  db: Kysely<Database>,
  id: number,
): Promise<KnowledgeSourceDto> {
  const entry = await findKnowledgeSource(db, id);
  if (!entry) throw new AppError("NOT_FOUND", knowledgeMessages.notFound);
  return entry;
}
