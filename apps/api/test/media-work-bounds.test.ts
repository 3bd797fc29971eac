import { randomBytes } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { media, posts } from "../src/db/schema.ts";
import { imageSlots, MEMBER_UPLOADS } from "../src/features/media/limit.ts";
import { createVendor } from "./content-fixtures.ts";
import { file, hugeAvif, manyScanJpeg, multipartBody, png, upload } from "./fixtures/images.ts";
import { ADMIN, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 37 point 11: decode work is bounded before it starts. Costly files are refused from
// their headers, a member's quota from the bytes sent, a user past 60 files in 10 minutes gets
// 429, a request whose client left stores nothing, and vendors' uploads hold one decode slot.

const { app, db, storage } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const admin = (await login(app, ADMIN)).access_token;
const editor = (await login(app, EDITOR)).access_token;
const AVIF_TOO_LARGE =
  "An AVIF image may not be larger than 16 megapixels. Save it smaller or as a JPEG.";
const TOO_MANY_SCANS =
  "The JPEG is saved in 704 progressive scans; at most 100 are accepted. Save it again as a standard JPEG.";

const [listing] = await db
  .select({ id: posts.id })
  .from(posts)
  .where(and(eq(posts.domain_id, 1), eq(posts.post_type_id, POST_TYPES.member)))
  .limit(1);
const newVendor = () => createVendor(app, db, [listing.id], 1);

/** Keys of originals and thumbnails written (variant jobs of earlier uploads may write theirs). */
const originalsPut = (puts: { mock: { calls: unknown[][] } }) =>
  puts.mock.calls.map(([key]) => String(key)).filter((key) => !/\/library\/w\d+\//.test(key));

const mediaCount = async () => (await db.select({ id: media.id }).from(media)).length;

/** Holds every decode slot until `open()`: whatever needs a decode waits, refusals do not. */
function holdEverySlot() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = [
    imageSlots.run({ owner: "test:hold-1" }, () => gate),
    imageSlots.run({ owner: "test:hold-2" }, () => gate),
  ];
  return {
    open: async () => {
      open();
      await Promise.all(held);
    },
  };
}

let hold: { open: () => Promise<void> } | undefined;
afterEach(async () => {
  await hold?.open();
  hold = undefined;
  vi.restoreAllMocks();
});

// First: no variant job of an earlier upload is waiting for a slot or writing.
describe("POST /api/media: a client that goes away", () => {
  it("stops the work: nothing decoded after it left, nothing stored", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as { port: number }).port;
    const before = await mediaCount();
    const puts = vi.spyOn(storage, "put");
    hold = holdEverySlot();
    const body = multipartBody([file(await png(30, 30)), file(await png(40, 40))]);
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/media",
      headers: {
        host: "api.localhost:3000",
        authorization: `Bearer ${admin}`,
        "content-type": body.contentType,
        "content-length": body.payload.length,
      },
    });
    request.on("error", () => {});
    request.end(body.payload);
    // Read and inspected, its first file waits for a slot; then the client gives up.
    await vi.waitUntil(() => imageSlots.load.waiting === 1, { timeout: 5000, interval: 10 });
    request.destroy();
    await sleep(100);
    await hold.open();
    hold = undefined;
    await vi.waitUntil(() => imageSlots.load.active === 0 && imageSlots.load.waiting === 0);
    // Time enough for a handler that went on to decode both and store them.
    await sleep(500);
    expect(originalsPut(puts)).toEqual([]);
    expect(await mediaCount()).toBe(before);
  });
});

describe("POST /api/media: costly files are refused from their headers", () => {
  it("refuses a 1 KB AVIF of 6300x6300 pixels with 422 on file, decoding and storing nothing", async () => {
    const avif = await hugeAvif();
    expect(avif.length).toBeLessThan(2048);
    const before = await mediaCount();
    const puts = vi.spyOn(storage, "put");
    hold = holdEverySlot();
    const res = await upload(app, admin, [file(avif, "tiny.avif", "image/avif")]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: AVIF_TOO_LARGE, errors: { file: [AVIF_TOO_LARGE] } });
    expect(originalsPut(puts)).toEqual([]);
    expect(await mediaCount()).toBe(before);
  });

  it("refuses a progressive JPEG of 704 scans with 422 on file, decoding and storing nothing", async () => {
    const jpeg = manyScanJpeg();
    // A valid file: the decoder alone would take it (and pass over every block 704 times).
    expect((await sharp(jpeg).metadata()).isProgressive).toBe(true);
    const before = await mediaCount();
    const puts = vi.spyOn(storage, "put");
    hold = holdEverySlot();
    const res = await upload(app, admin, [file(jpeg, "scans.jpg", "image/jpeg")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [TOO_MANY_SCANS] });
    expect(originalsPut(puts)).toEqual([]);
    expect(await mediaCount()).toBe(before);
  });

  it("names the refused file of several, and refuses before decoding any of them", async () => {
    hold = holdEverySlot();
    const res = await upload(app, admin, [
      file(await png(20, 20)),
      file(manyScanJpeg(), "scans.jpg", "image/jpeg"),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ "file.1": [TOO_MANY_SCANS] });
  });

  it("still takes an ordinary progressive JPEG and a phone-sized AVIF", async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#1971c2" },
    })
      .jpeg({ progressive: true })
      .toBuffer();
    const avif = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#2f9e44" },
    })
      .avif({ effort: 0 })
      .toBuffer();
    for (const data of [jpeg, avif]) {
      const res = await upload(app, editor, [file(data)]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});

describe("POST /api/media: a member's quota is checked from the bytes sent", () => {
  it("refuses a member over its quota before any decoding: 422 on file, nothing stored", async () => {
    const vendor = await newVendor();
    // 100 MB (MEMBER_MEDIA_MAX_MB's default) less 10 bytes already used.
    await db.insert(media).values({
      domain_id: 1,
      uploaded_by: vendor.id,
      hashed_name: randomBytes(16).toString("hex"),
      path: "library",
      extension: "png",
      mime: "image/png",
      size: 100 * 1024 * 1024 - 10,
      width: 10,
      height: 10,
    });
    const before = await mediaCount();
    const puts = vi.spyOn(storage, "put");
    hold = holdEverySlot();
    const res = await upload(app, vendor.token, [file(await png(600, 400))]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      file: ["Your uploads would pass your 100 MB limit. Delete some first."],
    });
    expect(originalsPut(puts)).toEqual([]);
    expect(await mediaCount()).toBe(before);
    await db.delete(media).where(eq(media.uploaded_by, vendor.id));
  });
});

describe("POST /api/media: uploads per user", () => {
  it("answers 429 with Retry-After past 60 files in 10 minutes, per user, storing nothing", async () => {
    const vendor = await newVendor();
    const tiny = await png(4, 4);
    for (let i = 0; i < 6; i++) {
      const res = await upload(
        app,
        vendor.token,
        Array.from({ length: 10 }, () => file(tiny)),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const before = await mediaCount();
    const body = multipartBody([file(tiny)]);
    const refused = await app.inject({
      method: "POST",
      url: "/api/media",
      headers: {
        host: "api.localhost:3000",
        authorization: `Bearer ${vendor.token}`,
        "content-type": body.contentType,
      },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(429);
    const message = "You can upload at most 60 images every 10 minutes. Try again in 10 minutes.";
    expect(refused.json()).toEqual({ message, errors: { file: [message] } });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await mediaCount()).toBe(before);
    // Another account is not held by this one's count.
    expect((await upload(app, editor, [file(tiny)])).status).toBe(200);
  });
});

describe("image slots", () => {
  it("keep one slot from vendors: a team member's upload runs while vendors' uploads wait", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const vendorA = imageSlots.run({ owner: "user:9001", group: MEMBER_UPLOADS }, () => gate);
    let vendorBStarted = false;
    const vendorB = imageSlots.run({ owner: "user:9002", group: MEMBER_UPLOADS }, async () => {
      vendorBStarted = true;
    });
    // The upload of a team member gets the other slot at once.
    const res = await upload(app, admin, [file(await png(30, 20))]);
    expect(res.status).toBe(200);
    expect(vendorBStarted).toBe(false);
    open();
    await Promise.all([vendorA, vendorB]);
    expect(vendorBStarted).toBe(true);
  });

  it("give a freed slot to the waiting owner with the fewest jobs running, not in arrival order", async () => {
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (owner: string, name: string) =>
      imageSlots.run({ owner }, async () => {
        order.push(name);
        await new Promise<void>((resolve) => gates.set(name, resolve));
      });
    const jobs = [
      job("user:1", "a1"),
      job("user:2", "b1"),
      job("user:1", "a2"),
      job("user:1", "a3"),
    ];
    jobs.push(job("user:3", "c1"));
    await vi.waitUntil(() => order.length === 2);
    gates.get("b1")?.();
    await vi.waitUntil(() => order.length === 3);
    // user:1 runs a1; user:3 runs nothing, so it goes before a2 and a3, queued earlier.
    expect(order).toEqual(["a1", "b1", "c1"]);
    for (const name of ["a1", "c1"]) gates.get(name)?.();
    await vi.waitUntil(() => order.length === 5);
    gates.get("a2")?.();
    gates.get("a3")?.();
    await Promise.all(jobs);
    expect(order).toEqual(["a1", "b1", "c1", "a2", "a3"]);
  });
});
