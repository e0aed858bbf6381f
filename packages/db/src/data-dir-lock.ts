import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
}

/** Directories this process holds: a second opener inside the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on a PGlite data directory, or fails with a message a person can act
 * on. The lock file names the holder's pid: it stays valid for as long as that process lives,
 * however long PGlite blocks the event loop (a timer-refreshed lock can look stale then and be
 * stolen), and a crashed holder's lock is taken over at once.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, "studio.lock");
  if (heldHere.has(lockPath)) throw lockedError(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
      closeSync(fd);
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if (!isCode(error, "EEXIST")) throw error;
      if (holderIsAlive(lockPath)) throw lockedError(dir);
      // The holder died without releasing: clear its lock and try once more.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if (!isCode(unlinkError, "ENOENT")) throw unlinkError;
      }
    }
  }
  throw lockedError(dir);
}

function holderIsAlive(lockPath: string): boolean {
  let holder: { pid?: unknown; host?: unknown };
  try {
    holder = JSON.parse(readFileSync(lockPath, "utf8")) as typeof holder;
  } catch {
    // Unreadable or half-written: another process is writing it right now.
    return true;
  }
  // A lock written on another machine (a shared volume) cannot be checked: respect it.
  if (holder.host !== hostname() || typeof holder.pid !== "number") return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return isCode(error, "EPERM");
  }
}

function lockedError(dir: string): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${dir} is already in use by another running instance. ` +
      "Stop that instance, or set DATA_DIR to a different folder (or DATABASE_URL to use PostgreSQL).",
  );
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}
