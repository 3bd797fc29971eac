import {
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  POST_STATUSES,
  POST_TYPES,
} from "@fooddir/contract";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { animatedGif, file, png, upload } from "./fixtures/images.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";
import { startS3Server } from "./s3-server.ts";

/**
 * S3_PUBLIC_URL: media urls point at a public base (a CDN or the bucket itself) instead of the
 * site's /storage, and every resized copy exists before a url can name it. Here the public base
 * is the bucket's own path-style url on s3rver, so each url is fetched as a browser would.
 */
const BUCKET = "fooddir-public";
const server = await startS3Server([]);
const publicUrl = `${server.endpoint}/${BUCKET}`;
const { app } = await createTestApp({
  ...server.env(BUCKET),
  S3_PUBLIC_URL: `${publicUrl}/`,
  LOGIN_MAX_PER_IP: "1000",
});
afterAll(() => server.close());
const admin = (await login(app, ADMIN)).access_token;

type Item = { id: number; url: string; thumbnail_url: string; width: number };

async function uploadImage(data: Buffer): Promise<Item> {
  const res = await upload(app, admin, [file(data)]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Item;
}

describe("S3_PUBLIC_URL", () => {
  it("points media urls at the public base, where the bytes are", async () => {
    const item = await uploadImage(await png(700, 400));
    expect(item.url).toMatch(
      new RegExp(`^${publicUrl}/domains/localhost/library/[a-f0-9]{32}\\.png$`),
    );
    expect(item.thumbnail_url).toMatch(
      new RegExp(`^${publicUrl}/domains/localhost/library/thumbnails/[a-f0-9]{32}\\.png$`),
    );
    for (const url of [item.url, item.thumbnail_url]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
    const listed = await call(app, "GET", `/api/media/${item.id}`, { token: admin });
    expect(listed.body.data.url).toBe(item.url);
  });

  it("stores every variant a srcset names at upload, and removes them with the image", async () => {
    const item = await uploadImage(await png(1000, 500));
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < 1000);
    expect(imageSrcSet(item)).toBe(
      [...widths.map((w) => `${imageVariantUrl(item.url, w)} ${w}w`), `${item.url} 1000w`].join(
        ", ",
      ),
    );
    for (const width of widths) {
      const res = await fetch(imageVariantUrl(item.url, width) ?? "");
      expect(res.status, `w${width}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
    }
    // Never enlarged: no copy at or above the original's width.
    expect((await fetch(imageVariantUrl(item.url, 1280) ?? "")).status).toBe(404);

    const deleted = await call(app, "DELETE", `/api/media/${item.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    for (const url of [item.url, ...widths.map((w) => imageVariantUrl(item.url, w) ?? "")]) {
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it("gives GIFs no variants", async () => {
    const item = await uploadImage(await animatedGif());
    expect(imageSrcSet(item)).toBeUndefined();
    expect((await fetch(item.url)).status).toBe(200);
  });

  it("serves posts with their images under the public base", async () => {
    const item = await uploadImage(await png(400, 300));
    const created = await call(app, "POST", "/api/posts", {
      token: admin,
      body: {
        post_type_id: POST_TYPES.member,
        post_status_id: POST_STATUSES.published,
        title: "Public base truck",
        url: "public-base-truck",
        media: { poster_id: item.id },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await call(app, "GET", "/api/posts/by-url?url=public-base-truck");
    expect(read.body.data.media.poster.url).toBe(item.url);
    const listed = await call(app, "GET", `/api/posts/by-type?type=${POST_TYPES.member}&limit=50`);
    const found = listed.body.data.find((p: { id: number }) => p.id === created.body.data.id);
    expect(found.media.poster.url).toBe(item.url);
  });
});
