import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { copyLocalMediaToBucket } from "../src/storage/copy-to-bucket.ts";
import { storageRoot } from "../src/storage/index.ts";
import { createS3Storage } from "../src/storage/s3.ts";
import { startS3Server } from "./s3-server.ts";

/** npm run media:migrate: local files into the bucket, then nothing on a second run. */

const server = await startS3Server(["fooddir-migrate"]);
const dataDir = await mkdtemp(path.join(tmpdir(), "fooddir-migrate-"));
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});
const env = { NODE_ENV: "test", APP_SECRET: "x", DATA_DIR: dataDir };
const config = loadConfig({ ...env, ...server.env("fooddir-migrate") });
const s3 = config.s3;
if (!s3) throw new Error("S3 settings not parsed");
const storage = createS3Storage(s3);
const root = storageRoot(config);
const hash = "0123456789abcdef0123456789abcdef";
const files: Record<string, string> = {
  [`domains/localhost/library/${hash}.jpg`]: "jpeg bytes",
  [`domains/localhost/library/thumbnails/${hash}.png`]: "png bytes",
  [`domains/catering.localhost/library/w320/${hash}.webp`]: "webp bytes",
};

async function writeLocal(key: string, text: string) {
  const file = path.join(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
for (const [key, text] of Object.entries(files)) await writeLocal(key, text);
// An interrupted local write leaves a temporary file: not media.
await writeLocal(`domains/localhost/library/${hash}.jpg.a1b2c3.tmp`, "half");

describe("media:migrate", () => {
  it("copies every local file with its content type, then skips them all", async () => {
    expect(await copyLocalMediaToBucket(config, storage)).toEqual({
      copied: 3,
      skipped: 0,
      failed: [],
    });
    for (const [key, text] of Object.entries(files)) {
      expect((await storage.get(key))?.toString()).toBe(text);
    }
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `domains/localhost/library/${hash}.jpg` }),
    );
    expect(head.ContentType).toBe("image/jpeg");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    expect(await storage.exists(`domains/localhost/library/${hash}.jpg.a1b2c3.tmp`)).toBe(false);

    expect(await copyLocalMediaToBucket(config, storage)).toEqual({
      copied: 0,
      skipped: 3,
      failed: [],
    });
  });

  it("copies again an object whose size differs, and reports failures without stopping", async () => {
    const key = `domains/localhost/library/thumbnails/${hash}.png`;
    await storage.put(key, Buffer.from("trunc"), "image/png");
    await writeLocal("domains/bad..name/x.png", "bad key");
    const result = await copyLocalMediaToBucket(config, storage);
    expect(result).toMatchObject({ copied: 1, skipped: 2 });
    expect(result.failed).toEqual([
      { key: "domains/bad..name/x.png", error: expect.stringMatching(/invalid storage key/) },
    ]);
    expect((await storage.get(key))?.toString()).toBe("png bytes");
    await rm(path.join(root, "domains/bad..name"), { recursive: true });
  });

  it("the command prints the counts, and refuses to run without S3 settings", async () => {
    const run = (extra: Record<string, string>) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "src/cli/media-migrate.ts"], {
        cwd: path.resolve(import.meta.dirname, ".."),
        env: { ...process.env, ...env, ...extra },
      }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const done = await run(server.env("fooddir-migrate"));
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/copied 0, skipped 3 \(already in the bucket\), failed 0/);
    const refused = await run({});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/S3 is not configured: set S3_BUCKET/);
  });
});
