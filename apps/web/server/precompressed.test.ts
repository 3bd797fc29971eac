// @vitest-environment node

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../precompress.ts";

/**
 * The client build's compressed copies (issue 40 point 4): each text file, the route manifest
 * too, gets a brotli and a gzip copy that decompress to its bytes; images and files that
 * compression would not shrink get none.
 */
const dir = await mkdtemp(path.join(tmpdir(), "fooddir-precompress-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

const code = `export function panel() { return "${"dashboard ".repeat(500)}"; }\n`;
const css = `.card { padding: 1rem; }\n`.repeat(200);
const manifest = `window.__reactRouterManifest=${JSON.stringify({ routes: Array(300).fill({ a: 1 }) })};`;

describe("precompressDirectory", () => {
  it("writes .br and .gz beside each text file of the build, and nothing else", async () => {
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets/entry-abc.js"), code);
    await writeFile(path.join(dir, "assets/styles-abc.css"), css);
    await writeFile(path.join(dir, "assets/manifest-abc.js"), manifest);
    await writeFile(path.join(dir, "assets/logo-abc.png"), new Uint8Array([137, 80, 78, 71]));
    await writeFile(path.join(dir, "assets/tiny-abc.js"), "1");

    const made = await precompressDirectory(dir);

    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual([
      "entry-abc.js",
      "entry-abc.js.br",
      "entry-abc.js.gz",
      "logo-abc.png",
      "manifest-abc.js",
      "manifest-abc.js.br",
      "manifest-abc.js.gz",
      "styles-abc.css",
      "styles-abc.css.br",
      "styles-abc.css.gz",
      "tiny-abc.js",
    ]);
    const file = (name: string) => readFile(path.join(dir, "assets", name));
    expect(brotliDecompressSync(await file("entry-abc.js.br")).toString()).toBe(code);
    expect(gunzipSync(await file("entry-abc.js.gz")).toString()).toBe(code);
    expect(brotliDecompressSync(await file("styles-abc.css.br")).toString()).toBe(css);
    expect(brotliDecompressSync(await file("manifest-abc.js.br")).toString()).toBe(manifest);
    expect((await file("entry-abc.js.br")).length).toBeLessThan(code.length / 10);
    expect(made.files).toBe(4);
    expect(made.brotli).toBeLessThan(made.bytes / 5);
  });
});
