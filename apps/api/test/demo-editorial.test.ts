import {
  AUDIT_ENTITIES,
  POST_STATUSES,
  POST_TYPES,
  type PostSnapshot,
  postSnapshotSchema,
  Temporal,
} from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  postRevisions,
  posts,
  userDomains,
  userMembers,
  users,
} from "../src/db/schema.ts";
import { DEMO_VENDOR } from "../src/demo/vendors.ts";
import { readDemoSeed, DEMO_ZONE as ZONE } from "./demo-fixtures.ts";
import { domainRows } from "./fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// Issue 24 point 6: the demo shows the editorial workflow at once: the home, about and contact
// pages have a history of edits by the demo users, a draft blog post is scheduled for next
// Friday 09:00, and the audit log holds a week of sign-ins, content, settings and user changes.

const DAY = 24 * 3_600_000;
const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const { demoDomains, seededAt } = await readDemoSeed(db);

const seeded = await Promise.all(
  demoDomains.map(async (domain) => ({
    domain,
    posts: await db.select().from(posts).where(eq(posts.domain_id, domain.id)),
    revisions: await domainRows(db, postRevisions, domain.id),
    audit: await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.domain_id, domain.id))
      .orderBy(asc(auditLog.at)),
    members: new Set(
      (
        await db
          .select({ id: userDomains.user_id })
          .from(userDomains)
          .where(eq(userDomains.domain_id, domain.id))
      ).map((m) => m.id),
    ),
  })),
);

const local = (ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(ZONE).toPlainDateTime();

describe("demo editorial data", () => {
  it("seeds both demo domains", () => {
    expect(demoDomains.map((d) => d.host)).toEqual(["localhost", "catering.localhost"]);
  });

  for (const { domain, posts: rows, revisions, audit, members } of seeded) {
    describe(domain.host, () => {
      it("gives the home, about and contact pages 3-4 revisions by the demo users, the newest the page as stored", () => {
        for (const url of ["/", "about", "contact"]) {
          const page = rows.find((r) => r.post_type_id === POST_TYPES.page && r.url === url);
          expect(page, url).toBeDefined();
          if (!page) continue;
          const own = revisions.filter((r) => r.post_id === page.id);
          expect(own.length, url).toBeGreaterThanOrEqual(3);
          expect(own.length, url).toBeLessThanOrEqual(4);
          const snapshots = own.map((r) => postSnapshotSchema.parse(r.snapshot) as PostSnapshot);
          // Versions differ: titles, descriptions or bodies changed between saves.
          const distinct = new Set(snapshots.map((s) => JSON.stringify(s)));
          expect(distinct.size, url).toBe(own.length);
          expect(new Set(snapshots.map((s) => `${s.title}|${s.description}`)).size).toBeGreaterThan(
            1,
          );
          expect(
            snapshots.some(
              (s, i) =>
                i > 0 &&
                s.post_body !== null &&
                JSON.stringify(s.post_body) !== JSON.stringify(snapshots[i - 1].post_body),
            ),
          ).toBe(true);
          for (const [i, r] of own.entries()) {
            expect(r.status).toBe("applied");
            expect(["data", "body"]).toContain(r.kind);
            expect(r.user_id !== null && members.has(r.user_id), `${url} #${i}`).toBe(true);
            expect(r.fields.length).toBeGreaterThan(0);
            expect(r.created_at.getTime()).toBeLessThan(seededAt);
            expect(r.created_at.getTime()).toBeGreaterThan(seededAt - 30 * DAY);
            expect(r.created_at.getTime()).toBeGreaterThan(page.created_at.getTime());
            if (i > 0) {
              expect(r.created_at.getTime()).toBeGreaterThan(own[i - 1].created_at.getTime());
              // The changed fields name exactly the snapshot keys that differ from the last save.
              const before = snapshots[i - 1] as Record<string, unknown>;
              const after = snapshots[i] as Record<string, unknown>;
              const changed = Object.keys(after).filter(
                (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
              );
              expect(r.fields).toEqual(changed);
            }
          }
          const newest = snapshots.at(-1)!;
          expect(newest).toMatchObject({
            title: page.title,
            url: page.url,
            description: page.description,
            post_status_id: page.post_status_id,
            post_body: page.post_body,
            deleted_at: null,
            publish_at: null,
          });
          expect(page.updated_at.getTime()).toBe(own.at(-1)!.created_at.getTime());
        }
        if (domain.host === "localhost") {
          // Both demo users edited pages of the main site (the vendor's change waits for review).
          const applied = revisions.filter((r) => r.status === "applied");
          expect(new Set(applied.map((r) => r.user_id)).size).toBe(2);
        }
      });

      it("schedules the draft blog post for next Friday 09:00 in the domain's zone", () => {
        const scheduled = rows.filter((r) => r.publish_at !== null);
        expect(scheduled).toHaveLength(1);
        const [post] = scheduled;
        expect(post.post_type_id).toBe(POST_TYPES.blog);
        expect(post.post_status_id).toBe(POST_STATUSES.draft);
        expect(post.unpublish_at).toBeNull();
        const at = post.publish_at!.getTime();
        expect(at).toBeGreaterThan(seededAt);
        expect(at).toBeLessThanOrEqual(seededAt + 8 * DAY);
        const wall = local(at);
        expect(wall.dayOfWeek).toBe(5);
        expect(wall.toPlainTime().toString()).toBe("09:00:00");
        // Its history says who scheduled it; the newest revision is the post as stored.
        const own = revisions.filter((r) => r.post_id === post.id);
        expect(own.at(-1)).toMatchObject({ kind: "data", fields: ["publish_at"] });
        expect((own.at(-1)!.snapshot as PostSnapshot).publish_at).toBe(
          post.publish_at!.toISOString(),
        );
        // No other post is scheduled to go offline.
        expect(rows.filter((r) => r.unpublish_at !== null)).toHaveLength(0);
      });

      it("has a week of audit entries: sign-ins, failed sign-ins, content, settings and an invitation", () => {
        expect(audit.length).toBeGreaterThanOrEqual(15);
        const days = new Set(audit.map((a) => local(a.at.getTime()).toPlainDate().toString()));
        expect(days.size).toBeGreaterThanOrEqual(6);
        for (const a of audit) {
          expect(a.at.getTime()).toBeLessThanOrEqual(seededAt);
          expect(a.at.getTime()).toBeGreaterThanOrEqual(seededAt - 8 * DAY);
          expect(AUDIT_ENTITIES as readonly string[]).toContain(a.entity);
          expect(a.summary.length).toBeGreaterThan(5);
          if (a.user_id !== null) expect(members.has(a.user_id)).toBe(true);
        }
        const has = (action: string, entity: string) =>
          audit.some((a) => a.action === action && a.entity === entity);
        expect(has("sign-in", "session")).toBe(true);
        expect(has("sign-in-failed", "session")).toBe(true);
        expect(audit.some((a) => a.action === "sign-in-failed" && a.user_id === null)).toBe(true);
        expect(has("update", "post")).toBe(true);
        expect(has("update", "settings")).toBe(true);
        expect(has("create", "user")).toBe(true);
        // Content entries name posts of the domain.
        const ids = new Set(rows.map((r) => r.id));
        for (const a of audit.filter((e) => e.entity === "post")) {
          expect(ids.has(a.entity_id ?? 0)).toBe(true);
        }
        // Worded as the write hook and the sign-in route word theirs.
        expect(
          audit.some((a) => /^(Updated|Edited the content of) the page "/.test(a.summary)),
        ).toBe(true);
        expect(
          audit
            .filter((a) => a.action === "sign-in-failed")
            .every((a) => /^Sign-in failed for \w\*\*\*@[\w.]+: /.test(a.summary)),
        ).toBe(true);
      });
    });
  }
});

// Issue 25 point 5: the vendor account (role 4) keeps one truck per demo domain, and its change
// of Taco Loco's description waits for review on the main site.
describe("demo vendor", () => {
  const byHost = new Map(demoDomains.map((d) => [d.host, d.id]));

  it("signs in on each demo domain as a member (role 4) of one published truck, Taco Loco on localhost", async () => {
    const [vendor] = await db.select().from(users).where(eq(users.email, DEMO_VENDOR.email));
    expect(vendor).toMatchObject({ firstname: "Vera", lastname: "Vendor", role_id: 4 });
    const memberships = await db
      .select()
      .from(userDomains)
      .where(eq(userDomains.user_id, vendor.id))
      .orderBy(asc(userDomains.domain_id));
    expect(memberships.map((m) => [m.domain_id, m.role_id])).toEqual(
      demoDomains.map((d) => [d.id, 4]),
    );
    for (const domain of demoDomains) {
      const { access_token: token } = await login(app, DEMO_VENDOR.email, { host: domain.host });
      const account = await call(app, "GET", "/api/account", { token, host: domain.host });
      expect(account.status, JSON.stringify(account.body)).toBe(200);
      expect(account.body.data.role).toEqual({ id: 4, name: "Member" });
      expect(account.body.data.active_domain_id).toBe(domain.id);
      const bound = await db
        .select({ id: userMembers.member_id })
        .from(userMembers)
        .where(and(eq(userMembers.user_id, vendor.id), eq(userMembers.domain_id, domain.id)));
      expect(bound).toHaveLength(1);
      expect(account.body.data.member_ids).toEqual([bound[0].id]);
      const [truck] = await db.select().from(posts).where(eq(posts.id, bound[0].id));
      expect(truck).toMatchObject({
        domain_id: domain.id,
        post_type_id: POST_TYPES.member,
        post_status_id: POST_STATUSES.published,
        deleted_at: null,
      });
      if (domain.host === "localhost") expect(truck.title).toBe("Taco Loco");
      // Its listing reads as its own.
      const own = await call(app, "GET", `/api/posts/${truck.id}`, { token, host: domain.host });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(own.body.data.id).toBe(truck.id);
    }
  });

  it("has one change of Taco Loco's description waiting for review, listed in the review queue", async () => {
    const [vendor] = await db.select().from(users).where(eq(users.email, DEMO_VENDOR.email));
    const pending = await db
      .select()
      .from(postRevisions)
      .where(eq(postRevisions.status, "pending"));
    expect(pending).toHaveLength(1);
    const [revision] = pending;
    const [truck] = await db.select().from(posts).where(eq(posts.id, revision.post_id));
    expect(truck.title).toBe("Taco Loco");
    expect(revision).toMatchObject({
      domain_id: byHost.get("localhost"),
      user_id: vendor.id,
      kind: "data",
      fields: ["description"],
      reviewed_by: null,
    });
    // A few hours before the seed; the snapshot is the live listing with a new description.
    expect(revision.created_at.getTime()).toBeLessThan(seededAt);
    expect(revision.created_at.getTime()).toBeGreaterThan(seededAt - DAY);
    const snapshot = postSnapshotSchema.parse(revision.snapshot);
    expect(snapshot.description).toMatch(/^Now with a weekday lunch menu: /);
    expect(snapshot.description).not.toBe(truck.description);
    expect({ ...snapshot, description: truck.description }).toMatchObject({
      title: truck.title,
      url: truck.url,
      post_status_id: truck.post_status_id,
      poster_id: truck.poster_id,
      logo_id: truck.logo_id,
      profile: truck.profile,
    });

    const admin = (await login(app, ADMIN)).access_token;
    const queue = await call(app, "GET", "/api/revisions/pending", { token: admin });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data).toEqual([
      expect.objectContaining({
        id: revision.id,
        status: "pending",
        fields: ["description"],
        user: { id: vendor.id, firstname: "Vera", lastname: "Vendor" },
        post: expect.objectContaining({ id: truck.id, title: "Taco Loco" }),
      }),
    ]);
    // The public listing keeps the live description.
    const live = await call(app, "GET", `/api/posts/${truck.id}`);
    expect(live.body.data.attributes.description).toBe(truck.description);
  });
});
