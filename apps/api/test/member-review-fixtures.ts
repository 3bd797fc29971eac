import { POST_TYPES, revisionSchema } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { posts, users } from "../src/db/schema.ts";
import { recordEvents } from "./change-events-fixtures.ts";
import {
  createContentTestApp,
  createPost,
  createVendor as createVendorOn,
  uniqueWord,
} from "./content-fixtures.ts";
import { ADMIN, call } from "./helpers.ts";

// Issue 25, decision 027: a member's (role 4) saves of its listing wait for review unless the
// domain trusts member edits; staff approve (the public page changes) or reject (the member
// gets the message by mail; the page stays).

export const LOCAL = 1;

export type PostRead = {
  id: number;
  post_status_id: number;
  attributes: { title: string; url: string; description: string };
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  post_body: unknown;
  pending_revision?: { id: number; created_at: string; user: { id: number } | null } | null;
};

export const doc = (text: string) => ({
  root: { props: {} },
  content: [{ type: "RichText", props: { id: "text-1", text: `<p>${text}</p>` } }],
});

/**
 * The member-review test files' start: a content test app (createContentTestApp) whose change
 * events are recorded, and helpers that make listings and vendors, save as a vendor and read
 * what staff and the public see.
 */
export async function createMemberReviewTestApp() {
  const content = await createContentTestApp();
  const { app, db, admin } = content;
  const { events, eventsOf } = recordEvents(app);

  /** A role-4 account bound to `listings` (rows written directly), signed in. */
  const createVendor = (listings: number[], domainId = LOCAL) =>
    createVendorOn(app, db, listings, domainId);

  /** A published member post of the local domain, made by the admin. */
  async function listing(title = uniqueWord("Truck ")) {
    const post = await createPost(app, admin, {
      post_type_id: POST_TYPES.member,
      post_status_id: 2,
      title,
      description: "The live description.",
    });
    return post.id;
  }

  const read = async (id: number, token = admin) => {
    const res = await call(app, "GET", `/api/posts/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as PostRead;
  };

  /** The data save a vendor's form sends: its changes over the live values it may not change. */
  async function dataBody(id: number, token: string, changes: Record<string, unknown> = {}) {
    const live = await read(id, token);
    return {
      url: live.attributes.url,
      title: live.attributes.title,
      description: live.attributes.description,
      post_status_id: live.post_status_id,
      no_index: live.no_index,
      no_follow: live.no_follow,
      show_in_sitemap: live.show_in_sitemap,
      ...changes,
    };
  }

  const saveData = async (id: number, token: string, changes: Record<string, unknown> = {}) =>
    call(app, "PUT", `/api/posts/${id}/data`, { token, body: await dataBody(id, token, changes) });

  /** The public read by url (memoised per domain until a change event, like the site's pages). */
  const publicTitle = async (url: string) => {
    const res = await call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    return res.body.data.attributes.title as string;
  };
  const publicListedTitle = async (id: number) => {
    const res = await call(app, "GET", `/api/posts/by-type?type=${POST_TYPES.member}&limit=500`);
    expect(res.status).toBe(200);
    return (res.body.data as PostRead[]).find((p) => p.id === id)?.attributes.title;
  };

  const history = async (id: number, token = admin) => {
    const res = await call(app, "GET", `/api/posts/${id}/revisions`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return revisionSchema.array().parse(res.body.data);
  };

  const storedTitle = async (id: number) =>
    (await db.select({ title: posts.title }).from(posts).where(eq(posts.id, id)))[0].title;

  const adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)))[0]
    .id;

  return {
    ...content,
    events,
    eventsOf,
    createVendor,
    listing,
    read,
    dataBody,
    saveData,
    publicTitle,
    publicListedTitle,
    history,
    storedTitle,
    adminId,
  };
}
