import { randomBytes } from "node:crypto";
import type { Database } from "@studio/db";
import { findGeneratedImage, insertGeneratedImage } from "@studio/db";
import type { PrintKind } from "@studio/shared";
import type { Kysely, Transaction } from "kysely";

export interface StoredImage {
  id: string;
  png: Buffer;
  width: number;
  height: number;
  printKind: PrintKind;
  /** The generated_content record this image belongs to. */
  contentId: number | null;
  createdAt: Date;
}

export type NewStoredImage = Omit<StoredImage, "createdAt">;

/**
 * Where generated PNGs live. The database implementation is the default (one backup, nothing
 * else to run); an S3-compatible store can implement the same two calls later.
 */
export interface ImageStore {
  put(image: NewStoredImage): Promise<void>;
  get(id: string): Promise<StoredImage | undefined>;
}

export function createDatabaseImageStore(db: Kysely<Database> | Transaction<Database>): ImageStore {
  return {
    put: (image) => insertGeneratedImage(db, image),
    get: (id) => findGeneratedImage(db, id),
  };
}

/** 128 random bits, base64url: unguessable, so the id URL can be shared and cached publicly. */
export function newImageId(): string {
  return randomBytes(16).toString("base64url");
}
