// @vitest-environment node

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * S3_PUBLIC_URL on the site: pages name images (and every srcset variant) under the public
 * base, each of those urls answers there (here the bucket's own path-style url on s3rver), and
 * the Content-Security-Policy of public and panel pages lets images load from that origin.
 */
const BUCKET = "fooddir-site-public";
let s3: S3rver;
let s3Dir: string;
let publicUrl: string;
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), "fooddir-s3rver-site-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  publicUrl = `${endpoint}/${BUCKET}`;
  site = await startSiteServer("media-public-url", {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
    S3_PUBLIC_URL: publicUrl,
  });
}, 120_000);
afterAll(async () => {
  await site?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

/** Every url of <img src> and <img srcset> in a page. */
function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.add(src.replaceAll("&amp;", "&"));
    const srcset = /\ssrcSet="([^"]+)"|\ssrcset="([^"]+)"/.exec(tag);
    const list = srcset?.[1] ?? srcset?.[2];
    for (const candidate of list?.split(", ") ?? []) urls.add(candidate.split(" ")[0]);
  }
  return [...urls];
}

describe("media under S3_PUBLIC_URL", () => {
  it("names every image of a page under the public base, and each one loads there", async () => {
    const members = await site.api<{ attributes: { url: string } }[]>(
      "GET",
      "/api/posts/by-type?type=2&limit=1",
    );
    for (const target of ["/", `/${members[0].attributes.url}`]) {
      const page = await site.page(target);
      expect(page.status, target).toBe(200);
      const urls = imageUrls(page.text);
      expect(urls.length, target).toBeGreaterThan(0);
      // The variants of the seed's images were made as they were stored.
      expect(
        urls.some((u) => /\/library\/w\d+\//.test(u)),
        target,
      ).toBe(true);
      for (const url of urls) {
        expect(url.startsWith(`${publicUrl}/domains/localhost/library/`), url).toBe(true);
        const res = await fetch(url);
        expect(res.status, url).toBe(200);
      }
    }
  });

  it("lets public and panel pages load images from the public origin", async () => {
    const origin = new URL(publicUrl).origin;
    const imgSrc = (policy: unknown) =>
      /(?:^|;\s*)img-src ([^;]+)/.exec(String(policy ?? ""))?.[1].split(" ") ?? [];
    // The second answer of a public page comes from the page cache; /team-login has a nonce.
    for (const target of ["/", "/", "/members", "/team-login"]) {
      const page = await site.page(target);
      expect(page.status, target).toBe(200);
      expect(imgSrc(page.headers["content-security-policy"]), target).toContain(origin);
    }
  });
});
