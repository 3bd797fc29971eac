import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { media } from "../src/db/schema.ts";
import { file, upload } from "./fixtures/images.ts";
import { ADMIN, createTestApp, EDITOR, login, sitePath } from "./helpers.ts";

export const NOT_IMAGE = "The file must be an image (JPEG, PNG, WebP, GIF or AVIF).";
export const DAMAGED = "The image is damaged or incomplete.";

export type Item = {
  id: number;
  hashed_name: string;
  path: string;
  extension: string;
  alt: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  url: string;
  thumbnail_url: string;
};

/**
 * The media test files' start: their own app (and storage), the admin's and the editor's
 * tokens, and helpers that upload, read stored files and count a domain's media.
 */
export async function createMediaTestApp() {
  const { app, db, storage } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
  const admin = (await login(app, ADMIN)).access_token;
  const editor = (await login(app, EDITOR)).access_token;

  /** The stored file behind a site-relative /storage/... url (through the driver: disk or S3). */
  const storedOrNull = (url: string) => storage.get(sitePath(url).replace(/^\/storage\//, ""));
  async function stored(url: string) {
    const bytes = await storedOrNull(url);
    if (!bytes) throw new Error(`nothing stored for ${url}`);
    return bytes;
  }

  async function uploadOne(data: Buffer, alt?: string, token = admin) {
    const res = await upload(app, token, [
      file(data),
      ...(alt === undefined ? [] : [{ name: "alt", value: alt }]),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Item;
  }

  async function mediaCount(domainId = 1) {
    return (await db.select().from(media).where(eq(media.domain_id, domainId))).length;
  }

  return { app, db, storage, admin, editor, storedOrNull, stored, uploadOne, mediaCount };
}
