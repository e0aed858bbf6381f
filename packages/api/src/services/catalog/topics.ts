import type { Database } from "@studio/db";
import {
  deleteTopic as deleteTopicRow,
  insertTopic,
  listTopicOptions,
  listTopics,
  listTopicsPage,
  updateTopic as updateTopicRow,
} from "@studio/db";
import type {
  CreateTopic,
  TopicDto,
  TopicListQuery,
  TopicOptionDto,
  TopicPage,
  UpdateTopic,
} from "@studio/shared";
import { AppError, topicMessages } from "@studio/shared";
import type { Kysely } from "kysely";
import { keysetWindow, toPage } from "../platform/keyset-cursor";
import { nameKeyset } from "../platform/name-cursor";
import { toTopicDto } from "./catalog";
import { withExistingProduct } from "./products";

/** Every topic (the public catalog's list without a product). */
export async function allTopics(db: Kysely<Database>): Promise<TopicDto[]> {
  return (await listTopics(db)).map(toTopicDto);
}

/** A page of the admin list, alphabetical, filtered in the database. */
export async function pagedTopics(db: Kysely<Database>, query: TopicListQuery): Promise<TopicPage> {
  const rows = await listTopicsPage(db, {
    q: query.q,
    productId: query.productId,
    botType: query.botType,
    ...keysetWindow(query, nameKeyset),
  });
  return toPage(rows, query.limit, toTopicDto, nameKeyset.cursorOf);
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
