import { randomBytes } from "node:crypto";
import { POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../src/db/client.ts";
import { media, posts, userMembers } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

/** An ISO timestamp as the API writes it (`toISOString`). */
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A short unique word, so a test finds its own rows among the demo content (via `search`). */
export function uniqueWord(prefix = "t"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

/**
 * A fresh admin sign-in switched to another domain (POST /api/auth/switch-domain). Switching
 * ends the sign-in it starts from, hence a dedicated login.
 */
export async function adminTokenOn(app: FastifyInstance, domainId: number) {
  const { access_token } = await login(app, ADMIN);
  const res = await call(app, "POST", "/api/auth/switch-domain", {
    token: access_token,
    body: { domain_id: domainId },
  });
  if (res.status !== 200) throw new Error(`switch failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token as string;
}

/** The published member posts (listings) of `domainId`, oldest first unless told. */
export function publishedListings(db: Db, domainId: number, orderBy: AnyPgColumn = posts.id) {
  return db
    .select({ id: posts.id, title: posts.title, url: posts.url })
    .from(posts)
    .where(
      and(
        eq(posts.domain_id, domainId),
        eq(posts.post_type_id, POST_TYPES.member),
        eq(posts.post_status_id, POST_STATUSES.published),
      ),
    )
    .orderBy(asc(orderBy));
}

/**
 * A role-4 account (decision 027) bound to `listings` of `domainId`, its rows written directly
 * (with the demo editor's password hash), signed in.
 */
export async function createVendor(
  app: FastifyInstance,
  db: Db,
  listings: number[],
  domainId: number,
) {
  const email = `${uniqueWord("vendor")}@example.com`;
  const id = await createUser(db, {
    email,
    firstname: "Vera",
    lastname: "Vendor",
    roleId: 4,
    domainIds: [domainId],
  });
  await db
    .insert(userMembers)
    .values(listings.map((member_id) => ({ user_id: id, member_id, domain_id: domainId })));
  return { id, email, token: (await login(app, email)).access_token };
}

/** A media row made directly (uploads are another feature's concern). */
export async function createMediaRow(db: Db, domainId: number, alt = "") {
  const hashed = randomBytes(8).toString("hex");
  const [row] = await db
    .insert(media)
    .values({
      domain_id: domainId,
      hashed_name: hashed,
      path: "library",
      extension: "png",
      alt,
      mime: "image/png",
      size: 100,
      width: 10,
      height: 10,
    })
    .returning();
  return row;
}

export type PostInput = {
  url?: string;
  title?: string;
  post_status_id?: number;
  post_type_id?: number;
  description?: string;
  post_body?: unknown;
  media?: { poster_id?: number | null; logo_id?: number | null };
  external_data?: { cuisines?: number[] };
  no_index?: boolean;
  no_follow?: boolean;
  show_in_sitemap?: boolean;
};

/** POST /api/posts with sensible defaults; throws unless 201. */
export async function createPost(
  app: FastifyInstance,
  token: string,
  input: PostInput = {},
  host?: string,
) {
  const word = uniqueWord("p");
  const res = await call(app, "POST", "/api/posts", {
    token,
    host,
    body: {
      url: word,
      title: `Post ${word}`,
      post_status_id: 2,
      post_type_id: 2,
      ...input,
    },
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: number;
    _id: string;
    post_type_id: number;
    post_status_id: number;
    attributes: { title: string; url: string; description: string };
    position: number;
    deleted_at: string | null;
    created_at: string;
  };
}

export async function createCuisineTag(
  app: FastifyInstance,
  token: string,
  title = uniqueWord("Cuisine "),
  icon_data = '{"icon":"taco"}',
) {
  const res = await call(app, "POST", "/api/cuisine-tags", {
    token,
    body: { title, icon_data },
  });
  if (res.status !== 201) throw new Error(`tag failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; title: string; icon_data: string };
}

/** Civic Center Plaza saved through POST /api/locations on the token's domain; its id. */
export async function createLocation(
  app: FastifyInstance,
  token: string,
  { address = "", host }: { address?: string; host?: string } = {},
) {
  const res = await call(app, "POST", "/api/locations", {
    token,
    host,
    body: { name: "Civic Center Plaza", address, lat: 37.7793, lng: -122.4193 },
  });
  return res.body.data.id as number;
}

/**
 * The usual start of a content test file: its own app and database, and tokens for the admin
 * and the editor on localhost and for the admin on catering.localhost (domain 2).
 */
export async function createContentTestApp() {
  const testApp = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
  const { app } = testApp;
  const admin = (await login(app, ADMIN)).access_token;

  /** A write on `{id}` refuses anonymous callers, garbage and unknown ids, other domains' rows. */
  async function expectGuarded(
    method: "PUT" | "PATCH" | "DELETE",
    path: (id: number | string) => string,
    ownId: number,
    foreignId: number,
    body?: unknown,
  ) {
    const anon = await call(app, method, path(ownId), { body });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: "Unauthorized." });
    for (const id of ["abc", "0", "-1", "-3", "99999999999"]) {
      const res = await call(app, method, path(id), { token: admin, body });
      expect(res.status, id).toBe(422);
      expect(res.body.errors).toHaveProperty("id");
    }
    for (const id of [2_000_000_000, foreignId]) {
      const res = await call(app, method, path(id), { token: admin, body });
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ message: "Not found." });
    }
  }

  return {
    ...testApp,
    db: testApp.db,
    admin,
    editor: (await login(app, EDITOR)).access_token,
    catering: await adminTokenOn(app, 2),
    expectGuarded,
  };
}
