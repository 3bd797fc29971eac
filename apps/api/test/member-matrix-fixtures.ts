import { POST_STATUSES } from "@fooddir/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import {
  domains,
  media,
  postCuisines,
  postRevisions,
  posts,
  stops,
  userMembers,
  users,
} from "../src/db/schema.ts";
import { DEMO_VENDOR } from "../src/demo/vendors.ts";
import { snapshotOf } from "../src/features/posts/record-revision.ts";
import { createMediaRow } from "./content-fixtures.ts";
import { file, png, upload } from "./fixtures/images.ts";
import { firstLocation, lunchStopBody } from "./fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// The role-4 matrix's world (member-matrix.test.ts): the demo vendor, the ids of its own
// listing, stop, revision and media and of another listing's, and the call that sends one
// operation of the OpenAPI document.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Answer = { status: number; body: Record<string, unknown> & { data?: unknown } };
/** One call: path values by parameter name, a query, a JSON body or an image upload. */
export type Call = {
  path?: Record<string, number>;
  query?: string;
  body?: unknown;
  upload?: true;
  /** A sign-in of its own (logout and switch-domain end the one they are called with). */
  freshToken?: true;
};
/** What the member gets with another listing's ids. */
export type OtherExpect = "404" | "member_id" | ((res: Answer) => void);
export type Open = {
  own: () => Call | Promise<Call>;
  /** More to check on the own call's answer (lists hold only the member's rows). */
  ownCheck?: (res: Answer) => void;
  other?: () => Call | Promise<Call>;
  otherExpect?: OtherExpect;
  /** More calls of the member and their answers (ids mixed: its post with another's revision). */
  more?: { what: string; call: () => Call; expect: OtherExpect }[];
};

function urlOf(path: string, values: Record<string, number> = {}, query?: string) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? 1));
  return query ? `${filled}?${query}` : filled;
}

export const rowsOf = (res: Answer) =>
  (Array.isArray(res.body.data) ? res.body.data : []) as {
    id: number;
    member?: { id: number };
  }[];
export const scheduleMembers = (res: Answer) =>
  ((res.body.data as { stops?: { member: { id: number } }[] })?.stops ?? []).map(
    (s) => s.member.id,
  );
export const seriesMembers = (res: Answer) =>
  ((res.body.data as { series?: { member: { id: number } }[] })?.series ?? []).map(
    (s) => s.member.id,
  );

export async function createMemberMatrixTestApp() {
  const { app, db } = await createTestApp({
    LOGIN_MAX_PER_IP: "100000",
    LOGIN_MAX_PER_ACCOUNT: "100000",
  });

  type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  const doc = (
    await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { host: "api.localhost" },
    })
  ).json() as Doc;
  const operations = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith("/api/docs"))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        hasBody: op.requestBody !== undefined,
      })),
    );

  const domainIds = new Map(
    (await db.select({ id: domains.id, host: domains.host }).from(domains)).map((d) => [
      d.host,
      d.id,
    ]),
  );
  const LOCAL = domainIds.get("localhost")!;
  const CATERING = domainIds.get("catering.localhost")!;

  const [vendor] = await db.select().from(users).where(eq(users.email, DEMO_VENDOR.email));
  if (!vendor) throw new Error("the demo seed has no vendor account");
  const [binding] = await db
    .select({ memberId: userMembers.member_id })
    .from(userMembers)
    .where(and(eq(userMembers.user_id, vendor.id), eq(userMembers.domain_id, LOCAL)));
  /** The member's own listing on localhost (the demo's Taco Loco). */
  const OWN = binding.memberId;

  /** Another published listing of the same domain, one with stops. */
  const [otherStop] = await db
    .select({ id: stops.id, memberId: stops.member_id })
    .from(stops)
    .innerJoin(posts, eq(posts.id, stops.member_id))
    .where(
      and(
        eq(stops.domain_id, LOCAL),
        ne(stops.member_id, OWN),
        eq(posts.post_status_id, POST_STATUSES.published),
      ),
    )
    .orderBy(asc(stops.id))
    .limit(1);
  const OTHER = otherStop.memberId;
  const OTHER_STOP = otherStop.id;

  const postRow = async (id: number) => {
    const [row] = await db.select().from(posts).where(eq(posts.id, id));
    return row;
  };
  const ownPost = await postRow(OWN);
  const otherPost = await postRow(OTHER);

  const LOCATION = await firstLocation(db, LOCAL);
  const CATERING_LOCATION = await firstLocation(db, CATERING);

  /** An applied revision of a post as it is now (its history's newest entry). */
  async function revisionOf(post: typeof posts.$inferSelect) {
    const cuisines = await db
      .select({ id: postCuisines.cuisine_tag_id })
      .from(postCuisines)
      .where(eq(postCuisines.post_id, post.id));
    const [row] = await db
      .insert(postRevisions)
      .values({
        domain_id: post.domain_id,
        post_id: post.id,
        user_id: null,
        status: "applied",
        kind: "data",
        fields: ["description"],
        snapshot: snapshotOf(
          post,
          cuisines.map((c) => c.id),
        ),
      })
      .returning({ id: postRevisions.id });
    return row.id;
  }
  const OWN_REVISION = await revisionOf(ownPost);
  const OTHER_REVISION = await revisionOf(otherPost);

  /** Media the member uploaded (a row of its own: uploads are C's concern, tested there). */
  async function ownMedia() {
    const row = await createMediaRow(db, LOCAL, "Our truck");
    await db.update(media).set({ uploaded_by: vendor.id }).where(eq(media.id, row.id));
    return row.id;
  }
  const OWN_MEDIA = await ownMedia();
  /** Another listing's poster: neither uploaded by the member nor an image of its listings. */
  const OTHER_MEDIA = otherPost.poster_id!;

  const admin = (await login(app, ADMIN)).access_token;
  const DAY = 24 * 3_600_000;
  const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  const stopBody = (memberId: number) =>
    lunchStopBody(memberId, LOCATION.id, day, { note: "Lunch at the harbor" });
  /** A stop of the member's listing, made by staff. */
  async function ownStop() {
    const res = await call(app, "POST", "/api/stops", { token: admin, body: stopBody(OWN) });
    if (res.status !== 201) throw new Error(`stop not created: ${JSON.stringify(res.body)}`);
    return res.body.data.id as number;
  }
  const OWN_STOP = await ownStop();

  const signIn = async () => (await login(app, DEMO_VENDOR.email)).access_token;
  const member = await signIn();

  const dataBody = (row: typeof ownPost, description: string) => ({
    url: row.url,
    title: row.title,
    post_status_id: row.post_status_id,
    no_index: row.no_index,
    no_follow: row.no_follow,
    show_in_sitemap: row.show_in_sitemap,
    description,
  });
  const bodyBody = (row: typeof ownPost) => ({
    post_status_id: row.post_status_id,
    post_body: row.post_body ?? null,
  });

  // ---------------------------------------------------------------- calls

  async function send(
    method: Method,
    path: string,
    c: Call,
    token: string | undefined,
  ): Promise<Answer> {
    const url = urlOf(path, c.path, c.query);
    if (c.upload) {
      const res = await upload(app, token, [file(await png(), "menu.png")]);
      return { status: res.status, body: res.body };
    }
    const res = await app.inject({
      method,
      url,
      headers: {
        host: "api.localhost:3000",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(c.body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    let body: Answer["body"] = {};
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body };
  }

  /** A list of the member's rows only (or 404): none of another listing's. */
  const scopedTo =
    (memberOf: (res: Answer) => number[]) =>
    (res: Answer): void => {
      if (res.status === 404) return;
      expect(res.status).toBe(200);
      for (const id of memberOf(res)) expect(id).toBe(OWN);
    };

  return {
    app,
    db,
    operations,
    LOCAL,
    CATERING,
    vendor,
    OWN,
    OTHER,
    OTHER_STOP,
    postRow,
    ownPost,
    otherPost,
    LOCATION,
    CATERING_LOCATION,
    revisionOf,
    OWN_REVISION,
    OTHER_REVISION,
    ownMedia,
    OWN_MEDIA,
    OTHER_MEDIA,
    admin,
    DAY,
    day,
    stopBody,
    ownStop,
    OWN_STOP,
    signIn,
    member,
    dataBody,
    bodyBody,
    send,
    scopedTo,
  };
}
