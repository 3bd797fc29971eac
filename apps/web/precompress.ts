import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE, PRECOMPRESSED_SUFFIX } from "./server/precompressed.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * under `dir`, once per build (react-router.config.ts `buildEnd`, after the client and server
 * builds: React Router writes the route manifest during the server build). static-files.ts sends
 * the copy the browser accepts (issue 40: the panel on a phone). A copy not smaller than its
 * file is not written. Returns the bytes before and after (brotli), for the build's log.
 *
 * Ours rather than vite-plugin-compression2: that plugin works per Vite bundle, in every
 * environment (it compressed the server build too) and never sees the manifest React Router
 * writes outside the bundle; see docs/decisions/032.
 */
export async function precompressDirectory(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, brotli: 0 };
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(file + PRECOMPRESSED_SUFFIX.br, br);
      if (gzipped.length < bytes.length) await writeFile(file + PRECOMPRESSED_SUFFIX.gzip, gzipped);
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.brotli += Math.min(br.length, bytes.length);
    }),
  );
  return totals;
}
