import {
  type AuditEntity,
  type BlockDocument,
  type BlockNode,
  POST_STATUSES,
  POST_TYPES,
  type PostSnapshot,
  type RevisionKind,
  Temporal,
} from "@fooddir/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog, postCuisines, postRevisions, posts } from "../db/schema.ts";
import { actorColumns } from "../features/audit/record-audit.ts";
import { changedFields, snapshotOf } from "../features/posts/record-revision.ts";

/**
 * The demo's editorial history (issue 24 point 6), relative to the seed's "now" in each domain's
 * zone: revision histories on the home, about and contact pages (3-4 saves each by the demo
 * users over the last weeks: titles, descriptions and blocks that changed, added and moved), the
 * draft blog post scheduled for next Friday 09:00, and a week of audit entries (sign-ins, failed
 * sign-ins, content, settings and an invitation). Rows go in directly, a few inserts per domain.
 * The newest revision of each post is the post as stored, so the next real save compares with it.
 */

/** A demo domain: its options name its zone (`timezone`) and address (`email`). */
type SeedDomain = { host: string; name: string; options: Record<string, string> };
type SeedUser = { email: string; firstname: string; lastname: string; hosts: readonly string[] };
/** The seed's ids by host and by email, and its "now". */
type Seeded = { hostToId: Map<string, number>; userIds: Map<string, number>; now: number };

type RevisionRow = typeof postRevisions.$inferInsert;
type AuditRow = typeof auditLog.$inferInsert;

/** An audit entry of the week: days before the seed day, local hh:mm, user, what, about what. */
type Entry = [
  daysAgo: number,
  time: [number, number],
  user: number | null,
  action: string,
  entity: AuditEntity,
  entityId: number | null,
  summary: string,
];

const fullName = (u: SeedUser) => `${u.firstname} ${u.lastname}`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------- earlier versions of a body

const blocksOf = (body: unknown): BlockNode[] => (body as BlockDocument | null)?.content ?? [];
const withBlocks = (body: unknown, content: BlockNode[]): BlockDocument => ({
  ...(body as BlockDocument),
  content,
});

/** The body with one prop of its first block of `type` set to `value`. */
function withProp(body: unknown, type: string, prop: string, value: unknown): BlockDocument {
  let done = false;
  const content = blocksOf(body).map((b) => {
    if (done || b.type !== type) return b;
    done = true;
    return { ...b, props: { ...b.props, [prop]: value } };
  });
  return withBlocks(body, content);
}

/** The body without its top-level blocks of these types. */
const withoutBlocks = (body: unknown, types: string[]) =>
  withBlocks(
    body,
    blocksOf(body).filter((b) => !types.includes(b.type)),
  );

/** The body with its first block of `type` moved to the end. */
function withBlockLast(body: unknown, type: string): BlockDocument {
  const content = blocksOf(body);
  const index = content.findIndex((b) => b.type === type);
  if (index < 0) return withBlocks(body, content);
  return withBlocks(body, [
    ...content.slice(0, index),
    ...content.slice(index + 1),
    content[index],
  ]);
}

/** An earlier, shorter wording of a text: its first sentence, or else its first clause. */
function shorterWording(text: string): string {
  const sentence = (/^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text).trim();
  if (sentence !== text.trim()) return sentence;
  const clause = text.split(/:\s/)[0];
  if (clause !== text) return `${clause}.`;
  return `${text} Welcome!`;
}

const heroText = (body: unknown) => {
  const hero = blocksOf(body).find((b) => b.type === "Hero");
  return typeof hero?.props.text === "string" ? hero.props.text : "";
};

/**
 * A page's history, newest first: each step turns a version into the one saved before it. The
 * oldest version names the fields its own save changed (there is nothing older to compare).
 */
type Step = (s: PostSnapshot) => PostSnapshot;
type History = { steps: Step[]; oldestFields: string[] };

function pageHistory(url: string, site: SeedDomain): History | null {
  if (url === "/") {
    return {
      steps: [
        // The hero's text grew from one sentence to the whole invitation.
        (s) => ({
          ...s,
          post_body: withProp(s.post_body, "Hero", "text", shorterWording(heroText(s.post_body))),
        }),
        // A clearer description for search engines.
        (s) => ({ ...s, description: `Welcome to ${site.name}.` }),
        // The latest posts (and their divider) were added, the title shortened.
        (s) => ({
          ...s,
          title: `Welcome to ${site.name}`,
          post_body: withoutBlocks(s.post_body, ["Divider", "LatestPosts"]),
        }),
      ],
      oldestFields: ["title", "description"],
    };
  }
  if (url === "about") {
    return {
      steps: [
        (s) => ({ ...s, description: `Who we are: ${site.name}.` }),
        // The title was "About" and the photo sat at the end of the page.
        (s) => ({ ...s, title: "About", post_body: withBlockLast(s.post_body, "Image") }),
      ],
      oldestFields: ["post_body"],
    };
  }
  if (url === "contact") {
    return {
      steps: [
        (s) => ({
          ...s,
          post_body: withProp(s.post_body, "Hero", "text", shorterWording(heroText(s.post_body))),
        }),
        (s) => ({
          ...s,
          description: `Write to us at ${site.options.email ?? "the office"}.`,
          post_body: withProp(s.post_body, "Hero", "title", "Get in touch"),
        }),
      ],
      oldestFields: ["title", "post_body"],
    };
  }
  return null;
}

// ---------------------------------------------------------------- times in the domain's zone

function zoneClock(now: number, timeZone: string) {
  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  /** `daysAgo` days before the seed day at hh:mm local time (epoch ms). */
  const at = (daysAgo: number, hour: number, minute: number) =>
    today
      .subtract({ days: daysAgo })
      .toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(hour, minute) })
      .epochMilliseconds;
  /** Next Friday (after the seed day) at 09:00. */
  const nextFriday = () => {
    const ahead = (5 - today.dayOfWeek + 7) % 7 || 7;
    return at(-ahead, 9, 0);
  };
  /** The same instant moved to hh:mm of its own local day. */
  const snap = (ms: number, hour: number, minute: number) =>
    Temporal.Instant.fromEpochMilliseconds(ms)
      .toZonedDateTimeISO(timeZone)
      .with({ hour, minute, second: 0, millisecond: 0 }).epochMilliseconds;
  return { at, nextFriday, snap };
}

// ---------------------------------------------------------------- the seed

export async function seedDemoEditorial(
  db: Db,
  domains: readonly SeedDomain[],
  users: readonly SeedUser[],
  input: Seeded,
): Promise<void> {
  const { now } = input;
  for (const site of domains) {
    const domainId = input.hostToId.get(site.host);
    if (domainId === undefined) continue;
    const timeZone = site.options.timezone ?? "UTC";
    const clock = zoneClock(now, timeZone);
    const members = users.filter((u) => u.hosts.includes(site.host));
    const userId = (email: string) => input.userIds.get(email) ?? null;
    // The site's people: the first member of the site is its admin; the editor when it has one.
    const admin = members[0];
    const editor = members[1] ?? members[0];
    const adminId = userId(admin.email);
    const editorId = userId(editor.email);

    const rows = await db
      .select()
      .from(posts)
      .where(eq(posts.domain_id, domainId))
      .orderBy(asc(posts.position), asc(posts.id));
    const pages = ["/", "about", "contact"].flatMap((url) => {
      const row = rows.find((r) => r.post_type_id === POST_TYPES.page && r.url === url);
      return row ? [row] : [];
    });
    const drafts = rows.filter(
      (r) => r.post_type_id === POST_TYPES.blog && r.post_status_id === POST_STATUSES.draft,
    );
    const scheduled = drafts.at(-1);
    const links = await db
      .select()
      .from(postCuisines)
      .where(
        inArray(
          postCuisines.post_id,
          [...pages, ...drafts].map((r) => r.id),
        ),
      );
    const cuisinesOf = (id: number) =>
      links.filter((l) => l.post_id === id).map((l) => l.cuisine_tag_id);

    const revisions: RevisionRow[] = [];
    const audit: AuditRow[] = [];
    const weekAgo = now - 7 * DAY;

    // Revision histories: the newest is the stored post; older ones step back through the edits.
    for (const [pageIndex, page] of pages.entries()) {
      const history = pageHistory(page.url, site);
      if (!history) continue;
      const versions = [snapshotOf(page, cuisinesOf(page.id))];
      for (const step of history.steps) versions.unshift(step(versions[0]));
      // Spread over the last 25 days (never before the page was created), in working hours.
      const start = Math.max(page.created_at.getTime() + HOUR, now - 25 * DAY + pageIndex * DAY);
      const end = now - 2 * HOUR - pageIndex * 5 * HOUR;
      const times: number[] = [];
      versions.forEach((_, i) => {
        const raw = start + (((end - start) * i) / Math.max(1, versions.length - 1)) * 0.97;
        const hour = 9 + ((i * 3 + pageIndex * 2) % 8);
        const snapped = clock.snap(raw, hour, (i * 17 + pageIndex * 7) % 60);
        const floor = Math.max(page.created_at.getTime(), times.at(-1) ?? 0);
        times.push(
          snapped > floor && snapped < now - HOUR ? snapped : Math.max(raw, floor + 60_000),
        );
      });
      versions.forEach((snapshot, i) => {
        const fields =
          i === 0 ? history.oldestFields : changedFields(versions[i - 1], snapshot, "data");
        const kind: RevisionKind =
          fields.length === 1 && fields[0] === "post_body" ? "body" : "data";
        const user = (i + pageIndex) % 2 === 0 ? adminId : editorId;
        const at = new Date(times[i]);
        revisions.push({
          domain_id: domainId,
          post_id: page.id,
          user_id: user,
          status: "applied",
          kind,
          fields,
          snapshot,
          created_at: at,
        });
        if (at.getTime() >= weekAgo) {
          audit.push({
            domain_id: domainId,
            at,
            user_id: user,
            action: "update",
            entity: "post",
            entity_id: page.id,
            summary: `${kind === "body" ? "Edited the content of" : "Updated"} the page "${snapshot.title}"`,
          });
        }
      });
      await db
        .update(posts)
        .set({ updated_at: new Date(times.at(-1)!) })
        .where(eq(posts.id, page.id));
    }

    // The draft blog post, scheduled yesterday for next Friday 09:00.
    if (scheduled) {
      const publishAt = new Date(clock.nextFriday());
      const scheduledAt = new Date(Math.min(now - HOUR, clock.at(1, 16, 40)));
      const created = snapshotOf(scheduled, cuisinesOf(scheduled.id));
      const after = { ...created, publish_at: publishAt.toISOString() };
      revisions.push(
        {
          domain_id: domainId,
          post_id: scheduled.id,
          user_id: scheduled.author_id ?? adminId,
          status: "applied",
          kind: "create",
          fields: [],
          snapshot: created,
          created_at: scheduled.created_at,
        },
        {
          domain_id: domainId,
          post_id: scheduled.id,
          user_id: adminId,
          status: "applied",
          kind: "data",
          fields: ["publish_at"],
          snapshot: after,
          created_at: scheduledAt,
        },
      );
      audit.push({
        domain_id: domainId,
        at: scheduledAt,
        user_id: adminId,
        action: "update",
        entity: "post",
        entity_id: scheduled.id,
        summary: `Updated the blog post "${scheduled.title}"`,
      });
      await db
        .update(posts)
        .set({ publish_at: publishAt, updated_at: scheduledAt })
        .where(eq(posts.id, scheduled.id));
    }

    // A week of sign-ins, failed sign-ins, content, settings and an invitation, worded as the
    // sign-in route and the write hook word them (features/audit).
    const member = rows.find(
      (r) => r.post_type_id === POST_TYPES.member && r.post_status_id === POST_STATUSES.published,
    );
    const blogPost = rows.find(
      (r) => r.post_type_id === POST_TYPES.blog && r.post_status_id === POST_STATUSES.published,
    );
    const hasEditor = editor !== admin;
    const mailDomain = site.options.email?.split("@")[1] ?? "example.com";
    const masked = (email: string) => `${email.charAt(0)}***@${email.split("@")[1] ?? ""}`;
    const wrongPassword = (email: string) =>
      `Sign-in failed for ${masked(email)}: wrong email or password`;
    const signIn = (daysAgo: number, time: [number, number], id: number | null): Entry => [
      daysAgo,
      time,
      id,
      "sign-in",
      "session",
      null,
      "Signed in",
    ];
    const entries: (Entry | false | undefined)[] = [
      signIn(7, [8, 52], adminId),
      [7, [9, 5], adminId, "update", "settings", null, "Changed the site's options"],
      hasEditor
        ? [
            7,
            [9, 21],
            adminId,
            "create",
            "user",
            editorId,
            `Invited the user "${fullName(editor)}"`,
          ]
        : [7, [9, 21], adminId, "create", "user", null, 'Invited the user "Sam Rivera"'],
      [7, [17, 48], adminId, "sign-out", "session", null, "Signed out"],
      hasEditor && [
        6,
        [10, 14],
        editorId,
        "sign-in-failed",
        "session",
        null,
        wrongPassword(editor.email),
      ],
      hasEditor && signIn(6, [10, 15], editorId),
      member && [
        6,
        [10, 41],
        editorId,
        "update",
        "post",
        member.id,
        `Updated the member "${member.title}"`,
      ],
      signIn(5, [9, 2], adminId),
      [5, [9, 31], adminId, "update", "settings", null, "Changed the site's colors"],
      [
        5,
        [16, 45],
        null,
        "sign-in-failed",
        "session",
        null,
        wrongPassword("owner@tacotruck.example"),
      ],
      hasEditor && signIn(4, [11, 20], editorId),
      [4, [11, 36], editorId, "create", "media", null, 'Uploaded the image "market-night.jpg"'],
      blogPost && [
        4,
        [11, 52],
        editorId,
        "update",
        "post",
        blogPost.id,
        `Updated the blog post "${blogPost.title}"`,
      ],
      signIn(3, [8, 45], adminId),
      [3, [9, 12], adminId, "update", "settings", null, "Changed the header and footer menus"],
      hasEditor && signIn(2, [13, 3], editorId),
      [1, [8, 29], adminId, "sign-in-failed", "session", null, wrongPassword(admin.email)],
      signIn(1, [8, 30], adminId),
      [1, [17, 5], null, "sign-in-failed", "session", null, wrongPassword(`admin@${mailDomain}`)],
      [1, [17, 6], null, "sign-in-failed", "session", null, wrongPassword(`admin@${mailDomain}`)],
    ];
    for (const entry of entries) {
      if (!entry) continue;
      const [daysAgo, [hour, minute], user, action, entity, entityId, summary] = entry;
      const at = clock.at(daysAgo, hour, minute);
      if (at >= now) continue;
      audit.push({
        domain_id: domainId,
        at: new Date(at),
        user_id: user,
        action,
        entity,
        entity_id: entityId,
        summary,
      });
    }
    // Today's sign-in, a little before the seed.
    audit.push({
      domain_id: domainId,
      at: new Date(now - 20 * 60_000),
      user_id: adminId,
      action: "sign-in",
      entity: "session",
      entity_id: null,
      summary: "Signed in",
    });

    if (revisions.length > 0) await db.insert(postRevisions).values(revisions);
    audit.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
    // Each entry names its user as the write hook does (the name and address of that moment).
    await db
      .insert(auditLog)
      .values(audit.map((row) => ({ ...row, ...actorColumns(row.user_id ?? null) })));
  }
}
