import type { Db } from "../schema";

export interface GiftOptionRecord {
  id: number;
  name: string;
  type: string;
}

export async function listGiftOptions(db: Db): Promise<GiftOptionRecord[]> {
  return db.selectFrom("gift_options").select(["id", "name", "type"]).orderBy("id").execute();
}
