import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this, headers outweigh the saving and a compressed sibling is not worth a file. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of the built text files under `dir`, once, at maximum
 * compression, for the server's @fastify/static `preCompressed` option. Compressing per request
 * would cost CPU on every response, and a global compression plugin would buffer the tRPC
 * streams.
 */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < COMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
      ]);
      // A sibling that is not smaller would only cost a disk read.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}
