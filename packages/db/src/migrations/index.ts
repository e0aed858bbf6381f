import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-22T00-00-00_initial";
import * as images from "./2026-11-22T01-00-00_images";
import * as changeNotifications from "./2026-11-22T02-00-00_change-notifications";

/**
 * Every migration, by name. A static list (not a folder scan) so the bundled server carries
 * its migrations with it. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-00_initial": initial,
  "2026-11-22T01-00-00_images": images,
  "2026-11-22T02-00-00_change-notifications": changeNotifications,
};
