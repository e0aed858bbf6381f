import type { BotType } from "../bots";
import { z } from "../zod";
import { botTypeField, catalogMessages, idField, nameField, productIdField } from "./fields";

/** Unique values in the order given: ["sam", "sam"] is one bot, not two. */
const uniqueBotTypes = (types: BotType[]): BotType[] => [...new Set(types)];

/** SPEC 3: an array of bot types that "may arrive as a single string". */
const topicTypeField = z
  .union([botTypeField.transform((t) => [t]), z.array(botTypeField)], {
    error: catalogMessages.botTypeInvalid,
  })
  .transform(uniqueBotTypes);

export const createTopicInput = z.object({
  name: nameField,
  productId: productIdField,
  type: topicTypeField.default(["newsletter"]),
});
export type CreateTopicInput = z.input<typeof createTopicInput>;
/** A create as the service receives it (parsed). */
export type CreateTopic = z.output<typeof createTopicInput>;

/** Without `type` the topic keeps its bot types: a rename must not reset them to newsletter. */
export const updateTopicInput = z.object({
  id: idField,
  name: nameField,
  productId: productIdField,
  type: topicTypeField.optional(),
});
export type UpdateTopicInput = z.input<typeof updateTopicInput>;
export type UpdateTopic = z.output<typeof updateTopicInput>;

export const listTopicsInput = z.object({ productId: productIdField.optional() }).optional();

export interface TopicDto {
  id: number;
  name: string;
  productId: number;
  type: BotType[];
  createdAt: string;
}

export interface TopicOptionDto {
  id: number;
  name: string;
}
