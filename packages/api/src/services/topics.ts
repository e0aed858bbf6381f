import type { Database } from "@studio/db";
import {
  deleteTopic as deleteTopicRow,
  insertTopic,
  listTopicOptions,
  listTopics,
  updateTopic as updateTopicRow,
} from "@studio/db";
import type { createTopicInput, TopicDto, TopicOptionDto, updateTopicInput } from "@studio/shared";
import { AppError, topicMessages } from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { toTopicDto } from "./catalog";
import { withExistingProduct } from "./products";

type CreateTopic = z.output<typeof createTopicInput>;
type UpdateTopic = z.output<typeof updateTopicInput>;

export async function allTopics(db: Kysely<Database>): Promise<TopicDto[]> {
  return (await listTopics(db)).map(toTopicDto);
}

export function topicOptions(db: Kysely<Database>, productId: number): Promise<TopicOptionDto[]> {
  return listTopicOptions(db, productId);
}

export async function createTopic(db: Kysely<Database>, input: CreateTopic): Promise<TopicDto> {
  return toTopicDto(await withExistingProduct(db, input.productId, () => insertTopic(db, input)));
}

export async function updateTopic(db: Kysely<Database>, input: UpdateTopic): Promise<TopicDto> {
  const topic = await withExistingProduct(db, input.productId, () =>
    updateTopicRow(db, input.id, input),
  );
  if (!topic) throw new AppError("NOT_FOUND", topicMessages.notFound);
  return toTopicDto(topic);
}

export async function deleteTopic(db: Kysely<Database>, id: number): Promise<{ id: number }> {
  if (!(await deleteTopicRow(db, id))) throw new AppError("NOT_FOUND", topicMessages.notFound);
  return { id };
}
