import type { BotType } from "../bots";
import { KNOWLEDGE_CONTENT_MAX } from "../limits";
import { validationMessages as v } from "../messages";
import { z } from "../zod";
import { botTypeField, catalogMessages, idField, nameField, productIdField } from "./fields";

// Knowledge base.
const knowledgeContentField = z
  .string({ error: catalogMessages.contentRequired })
  .trim()
  .min(1, catalogMessages.contentRequired)
  .max(KNOWLEDGE_CONTENT_MAX, v.tooLong("Content", KNOWLEDGE_CONTENT_MAX));

export const createKnowledgeInput = z.object({
  name: nameField,
  content: knowledgeContentField,
  productId: productIdField,
  botType: botTypeField,
});
export type CreateKnowledgeInput = z.input<typeof createKnowledgeInput>;

export const updateKnowledgeInput = createKnowledgeInput.extend({ id: idField });
export type UpdateKnowledgeInput = z.input<typeof updateKnowledgeInput>;

export interface KnowledgeDto {
  id: number;
  name: string;
  content: string;
  productId: number;
  botType: BotType;
  createdAt: string;
}
