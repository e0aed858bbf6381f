import { createHash } from "node:crypto";
import type { Db } from "@studio/db";
import {
  AppError,
  coverDownloadName,
  IMAGE_ID_PATTERN,
  imageDownloadName,
  imageMessages,
  PRINT_QUEUE_MAX,
  PRINT_RENDERS_PER_ADDRESS,
} from "@studio/shared";
import { FairQueue } from "./fair-queue";
import { createDatabaseImageStore, type ImageStore, type StoredImage } from "./image-store";

/**
 * Serving stored images: the PNG itself and its 300 DPI print version. Binary bodies are not
 * tRPC's business (its HTTP transport speaks JSON), so the host serves them through
 * `imageFiles`, the one function the API package exports for it; the rules (what exists, what
 * the download is called, how prints are made) still live here, not in the transport.
 */

/** The host's view of the stored images: read one PNG, or render its print version. */
export interface ImageFiles {
  image(id: string): Promise<StoredImage>;
  print(id: string, now: number, requester: string): Promise<PrintDownload>;
}

export function imageFiles(db: Db): ImageFiles {
  const store = createDatabaseImageStore(db);
  return {
    image: (id) => readImage(store, id),
    print: (id, now, requester) => readPrint(store, id, now, requester),
  };
}

export async function readImage(store: ImageStore, id: string): Promise<StoredImage> {
  // Anything that is not one of our ids never reaches the database.
  const image = IMAGE_ID_PATTERN.test(id) ? await store.get(id) : undefined;
  if (!image) throw new AppError("NOT_FOUND", imageMessages.notFound);
  return image;
}

export interface PrintDownload {
  png: Buffer;
  width: number;
  height: number;
  dpi: number;
  /** SPEC 9: ai-image-300dpi-{timestamp}.png, or {hash}{timestamp}.png for a cover. */
  fileName: string;
}

/** Prints are 6-27 megapixels: keep the last few, and never render the same one twice at once. */
const PRINT_CACHE_BYTES = 96 * 1024 * 1024;
const cache = new Map<string, Omit<PrintDownload, "fileName">>();
let cachedBytes = 0;
const inFlight = new Map<string, Promise<Omit<PrintDownload, "fileName">>>();
/**
 * One render at a time (each takes a core for about a second, and requests must keep flowing),
 * taking turns between addresses, with a bounded number waiting per address and in all: a
 * burst from one address no longer makes everyone wait behind it, and waiting renders (each
 * holding its source image) cannot pile up.
 */
const queue = new FairQueue({ perKey: PRINT_RENDERS_PER_ADDRESS, total: PRINT_QUEUE_MAX });

/** `requester` (the client address) decides whose turn a render takes and whom a limit stops. */
export async function readPrint(
  store: ImageStore,
  id: string,
  now = Date.now(),
  requester = "local",
): Promise<PrintDownload> {
  const image = await readImage(store, id);
  const print = await cachedPrint(image, requester);
  const fileName =
    image.printKind === "cover"
      ? coverDownloadName(shortHash(image.png), now)
      : imageDownloadName(now);
  return { ...print, fileName };
}

function cachedPrint(
  image: StoredImage,
  requester: string,
): Promise<Omit<PrintDownload, "fileName">> {
  const hit = cache.get(image.id);
  if (hit) {
    // Re-insert: Map order doubles as least-recently-used order.
    cache.delete(image.id);
    cache.set(image.id, hit);
    return Promise.resolve(hit);
  }
  const pending = inFlight.get(image.id);
  if (pending) return pending;
  const render = queue.run(requester, async () => {
    const { renderPrint } = await import("@studio/ai/images");
    return renderPrint(image.png, image.printKind);
  });
  const done = render
    .then((print) => {
      remember(image.id, print);
      return print;
    })
    .finally(() => inFlight.delete(image.id));
  inFlight.set(image.id, done);
  return done;
}

function remember(id: string, print: Omit<PrintDownload, "fileName">): void {
  if (print.png.byteLength > PRINT_CACHE_BYTES / 2) return;
  cache.set(id, print);
  cachedBytes += print.png.byteLength;
  for (const [oldId, old] of cache) {
    if (cachedBytes <= PRINT_CACHE_BYTES) break;
    cache.delete(oldId);
    cachedBytes -= old.png.byteLength;
  }
}

/** A short content hash for the cover's file name: the same cover always gets the same prefix. */
function shortHash(png: Buffer): string {
  return createHash("sha256").update(png).digest("hex").slice(0, 8);
}
