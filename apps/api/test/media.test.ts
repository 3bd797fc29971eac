import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  animatedGif,
  avif,
  file,
  jpegWithExif,
  png,
  pngBomb,
  SVG_WITH_SCRIPT,
  truncatedJpeg,
  upload,
  webp,
} from "./fixtures/images.ts";
import { ADMIN, call, createTestApp, login, siteOrigin } from "./helpers.ts";
import { createMediaTestApp, DAMAGED, type Item, NOT_IMAGE } from "./media-fixtures.ts";

// Uploads (POST /api/media); the library's reads, edits, deletes and files are in
// media-library.test.ts.
const { app, admin, editor, stored, uploadOne, mediaCount } = await createMediaTestApp();

/** POST /api/media by the admin with a multipart body as given, boundary and bytes. */
const rawUpload = (boundary: string, payload: string) =>
  app.inject({
    method: "POST",
    url: "/api/media",
    headers: {
      host: "api.localhost",
      authorization: `Bearer ${admin}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });

describe("POST /api/media: accepted images", () => {
  it("keeps the uploaded file's name, sanitized, and finds the image by it", async () => {
    const res = await upload(app, editor, [
      file(await png(), "C:\\fakepath\\Taco\u202eTruck  menu.png", "image/png"),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body.data as Item & { name: string };
    expect(item.name).toBe("TacoTruck menu.png");
    const found = await call(app, "GET", "/api/media?search=tacotruck", { token: editor });
    expect(found.body.data.map((m: Item) => m.id)).toContain(item.id);
  });

  const corpus = [
    { name: "jpeg", make: jpegWithExif, mime: "image/jpeg", ext: "jpg", w: 32, h: 64 },
    { name: "png", make: () => png(), mime: "image/png", ext: "png", w: 300, h: 200 },
    { name: "webp", make: webp, mime: "image/webp", ext: "webp", w: 320, h: 240 },
    { name: "gif", make: animatedGif, mime: "image/gif", ext: "gif", w: 60, h: 40 },
    { name: "avif", make: avif, mime: "image/avif", ext: "avif", w: 200, h: 150 },
  ];

  for (const c of corpus) {
    it(`stores a re-encoded ${c.name} with its png thumbnail`, async () => {
      const input = await c.make();
      // The name and declared type lie on purpose: only the bytes count.
      const res = await upload(app, editor, [file(input, "whatever.txt", "text/plain")]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const item = res.body.data as Item;
      expect(item).toMatchObject({
        mime: c.mime,
        extension: c.ext,
        width: c.w,
        height: c.h,
        alt: "",
        path: "domains/localhost/library",
      });
      expect(item.hashed_name).toMatch(/^[0-9a-f]{32}$/);
      expect(item.url).toBe(
        `${siteOrigin()}/storage/domains/localhost/library/${item.hashed_name}.${c.ext}`,
      );
      expect(item.thumbnail_url).toBe(
        `${siteOrigin()}/storage/domains/localhost/library/thumbnails/${item.hashed_name}.png`,
      );

      const bytes = await stored(item.url);
      expect(bytes.length).toBe(item.size);
      expect(Buffer.compare(bytes, input)).not.toBe(0);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(c.name === "avif" ? "heif" : c.name);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      if (c.name === "gif") expect(meta.pages).toBe(3);
      expect(bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);

      const thumb = await sharp(await stored(item.thumbnail_url)).metadata();
      expect(thumb.format).toBe("png");
      expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(400);
    });
  }

  it("applies the EXIF orientation and drops the EXIF block of a jpeg", async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const item = await uploadOne(input);
    const bytes = await stored(item.url);
    expect(bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
    expect([item.width, item.height]).toEqual([32, 64]);
  });

  it("shrinks large images into a 400x400 thumbnail", async () => {
    const item = await uploadOne(await png(1600, 900));
    const thumb = await sharp(await stored(item.thumbnail_url)).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 225]);
  });

  it("takes the alt text from the form", async () => {
    const item = await uploadOne(await png(), "A truck at night");
    expect(item.alt).toBe("A truck at night");
  });

  it("refuses an alt text with a NUL character with 422 naming alt, storing nothing", async () => {
    const before = await mediaCount();
    const res = await upload(app, admin, [file(await png()), { name: "alt", value: "a\u0000b" }]);
    expect(res.status).toBe(422);
    expect(res.body.errors.alt?.[0]).toMatch(/NUL/);
    expect(await mediaCount()).toBe(before);
  });

  it("answers several files with a list, in upload order", async () => {
    const res = await upload(app, admin, [
      file(await png(10, 10)),
      file(await webp()),
      { name: "alt", value: "pair" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data.map((i: Item) => [i.mime, i.alt])).toEqual([
      ["image/png", "pair"],
      ["image/webp", "pair"],
    ]);
  });
});

describe("POST /api/media: refused uploads", () => {
  it("refuses a text file named .png", async () => {
    const before = await mediaCount();
    const res = await upload(app, admin, [
      file(Buffer.from("just some text, honestly\n".repeat(10)), "photo.png", "image/png"),
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: NOT_IMAGE, errors: { file: [NOT_IMAGE] } });
    expect(await mediaCount()).toBe(before);
  });

  it("refuses an SVG, even one that claims to be a png", async () => {
    for (const [name, type] of [
      ["x.svg", "image/svg+xml"],
      ["x.png", "image/png"],
    ]) {
      const res = await upload(app, admin, [file(SVG_WITH_SCRIPT, name, type)]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: [NOT_IMAGE] });
    }
  });

  it("refuses a truncated jpeg", async () => {
    const res = await upload(app, admin, [file(await truncatedJpeg(), "cut.jpg", "image/jpeg")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [DAMAGED] });
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const res = await upload(app, admin, [file(bomb, "bomb.png")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      file: ["The image may not be larger than 40 megapixels."],
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a real image above the pixel limit (configurable)", async () => {
    const small = await createTestApp({ MEDIA_MAX_PIXELS: "10000" });
    const token = (await login(small.app, ADMIN)).access_token;
    const res = await upload(small.app, token, [file(await png(101, 100))]);
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(["The image may not be larger than 10,000 pixels."]);
    const ok = await upload(small.app, token, [file(await png(100, 100))]);
    expect(ok.status).toBe(200);
  });

  it("refuses a file above 10 MB in the error format", async () => {
    const before = await mediaCount();
    const big = Buffer.concat([await png(), randomBytes(10 * 1024 * 1024 + 10)]);
    const res = await upload(app, admin, [file(big, "big.png")]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The file may not be greater than 10 MB.",
      errors: { file: ["The file may not be greater than 10 MB."] },
    });
    expect(await mediaCount()).toBe(before);
  });

  it("needs a file", async () => {
    const res = await upload(app, admin, [{ name: "alt", value: "nothing" }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["The file field is required."] });

    const json = await call(app, "POST", "/api/media", { token: admin, body: { alt: "x" } });
    expect(json.status).toBe(422);
    expect(Object.keys(json.body.errors)).toEqual(["file"]);

    const empty = await rawUpload("xyz", "");
    expect(empty.statusCode).toBe(422);
  });

  it("refuses malformed multipart without a 5xx", async () => {
    const res = await rawUpload(
      "abc",
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The upload could not be read." });
  });

  it("stores nothing when one of several files is refused", async () => {
    const before = await mediaCount();
    const res = await upload(app, admin, [
      file(await png()),
      file(Buffer.from("not an image at all, sorry"), "b.gif", "image/gif"),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ "file.1": [NOT_IMAGE] });
    expect(await mediaCount()).toBe(before);
  });

  it("refuses more than 10 files in one upload", async () => {
    const tiny = await png(4, 4);
    const res = await upload(
      app,
      admin,
      Array.from({ length: 11 }, () => file(tiny)),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(["At most 10 files can be uploaded at once."]);
  });

  it("refuses an alt text above 500 characters", async () => {
    const res = await upload(app, admin, [
      file(await png()),
      { name: "alt", value: "a".repeat(501) },
    ]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["alt"]);
  });
});
