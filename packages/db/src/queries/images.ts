import type { Db } from "../schema";

export interface GeneratedImageRecord {
  id: string;
  png: Buffer;
  width: number;
  height: number;
  printKind: "image" | "cover";
  contentId: number | null;
  createdAt: Date;
}

export type NewGeneratedImage = Omit<GeneratedImageRecord, "createdAt">;

export async function insertGeneratedImage(db: Db, image: NewGeneratedImage): Promise<void> {
  await db
    .insertInto("generated_images")
    .values({
      id: image.id,
      png: image.png,
      width: image.width,
      height: image.height,
      print_kind: image.printKind,
      content_id: image.contentId,
    })
    .execute();
}

export async function findGeneratedImage(
  db: Db,
  id: string,
): Promise<GeneratedImageRecord | undefined> {
  const row = await db
    .selectFrom("generated_images")
    .select(["id", "png", "width", "height", "print_kind", "content_id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    // pg returns a Buffer, PGlite a Uint8Array: one type for callers, without copying.
    png: Buffer.isBuffer(row.png)
      ? row.png
      : Buffer.from(row.png.buffer, row.png.byteOffset, row.png.byteLength),
    width: row.width,
    height: row.height,
    printKind: row.print_kind,
    contentId: row.content_id,
    createdAt: row.created_at,
  };
}
