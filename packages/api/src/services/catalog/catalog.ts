import type {
  Database,
  KnowledgeRecord,
  ProductRecord,
  PromptTemplateRecord,
  TopicRecord,
} from "@studio/db";
import { listGeneratedContent, listGiftOptions } from "@studio/db";
import type {
  GeneratedContentDto,
  GiftOptionDto,
  KnowledgeDto,
  ProductDto,
  PromptTemplateDto,
  TopicDto,
} from "@studio/shared";
import type { Kysely } from "kysely";

/** DTOs every transport returns: plain JSON, dates as ISO strings. */
export function toProductDto(p: ProductRecord): ProductDto {
  return { id: p.id, name: p.name, createdAt: p.createdAt.toISOString() };
}

export function toTopicDto(t: TopicRecord): TopicDto {
  return {
    id: t.id,
    name: t.name,
    productId: t.productId,
    type: t.type,
    createdAt: t.createdAt.toISOString(),
  };
}

export function toKnowledgeDto(k: KnowledgeRecord): KnowledgeDto {
  return {
    id: k.id,
    name: k.name,
    content: k.content,
    productId: k.productId,
    botType: k.botType,
    createdAt: k.createdAt.toISOString(),
  };
}

export function toPromptTemplateDto(t: PromptTemplateRecord): PromptTemplateDto {
  return {
    id: t.id,
    botType: t.botType,
    name: t.name,
    template: t.template,
    description: t.description,
    active: t.active,
    createdAt: t.createdAt.toISOString(),
  };
}

export function giftOptions(db: Kysely<Database>): Promise<GiftOptionDto[]> {
  return listGiftOptions(db);
}

/** The admin list is bounded: the dashboard needs recent work, not the whole archive. */
export const GENERATED_CONTENT_LIST_LIMIT = 100;

export async function generatedContent(db: Kysely<Database>): Promise<GeneratedContentDto[]> {
  const rows = await listGeneratedContent(db, GENERATED_CONTENT_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
