import { join } from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
}

/**
 * Takes an exclusive lock on a PGlite data directory, or fails with a message a person can act
 * on. proper-lockfile refreshes the lock while we hold it, so a crashed process's lock goes
 * stale and the next start can take over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: join(dir, "studio.lock"),
      realpath: false,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      onCompromised: (error) => {
        // Losing the lock means another process may be writing too; stopping is the safe choice.
        console.error(`Lost the lock on ${dir}: ${error.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ELOCKED") {
      throw new DataDirLockedError(
        `The data directory ${dir} is already in use by another running instance. ` +
          "Stop that instance, or set DATA_DIR to a different folder (or DATABASE_URL to use PostgreSQL).",
      );
    }
    throw error;
  }
}
