import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { AUDIT_ROUTES } from "../src/features/audit/audit-routes.ts";
import { pruneAuditLog } from "../src/features/audit/prune-audit-log.ts";
import { recordAudit } from "../src/features/audit/record-audit.ts";
import { adminTokenOn, createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, DEMO_PASSWORD, EDITOR, login } from "./helpers.ts";

// contract.md "Audit log" (issue 24): every successful write of a signed-in caller and every
// sign-in leaves one entry on the active domain; site admins list and export them.

const NOW = Date.parse("2027-03-16T19:00:00Z");
const { app, database } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => NOW });
const db = database.db;
const LOCAL = 1;
const CATERING = 2;

await createUser(db, {
  email: "audit-admin@example.com",
  roleId: 2,
  domainIds: [LOCAL],
  firstname: "Sam",
  lastname: "Site",
});
await createUser(db, { email: "audit-admin-b@example.com", roleId: 2, domainIds: [CATERING] });
const siteAdmin = (await login(app, "audit-admin@example.com")).access_token;
const siteAdminB = (await login(app, "audit-admin-b@example.com", { host: "catering.localhost" }))
  .access_token;
const superAdminOnCatering = await adminTokenOn(app, CATERING);
const editor = (await login(app, EDITOR)).access_token;
const [sam] = await db.select().from(users).where(eq(users.email, "audit-admin@example.com"));

// Only this file's entries: whatever the demo or the sign-ins above wrote is set aside.
await db.delete(auditLog);

const list = (token: string, query = "", host?: string) =>
  call(app, "GET", `/api/audit-log${query ? `?${query}` : ""}`, { token, host });
const entriesOf = (entity: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)))
    .orderBy(asc(auditLog.id));
const postData = (post: { attributes: { url: string } }, title: string) => ({
  url: post.attributes.url,
  title,
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
});

describe("writes", () => {
  it("a post update writes one entry with its user, action, kind, id and a readable summary", async () => {
    const post = await createPost(app, siteAdmin);
    const title = `Taco Loco ${uniqueWord()}`;
    const res = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: siteAdmin,
      body: postData(post, title),
    });
    expect(res.status).toBe(200);

    const rows = await entriesOf("post", post.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update"]);
    const update = rows[1];
    expect(update).toMatchObject({
      domain_id: LOCAL,
      user_id: sam.id,
      entity: "post",
      entity_id: post.id,
      summary: `Updated the member "${title}"`,
    });
    expect(rows[0].summary).toBe(`Created the member "${post.attributes.title}"`);

    const listed = await list(siteAdmin, `entity=post&user_id=${sam.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual({
      id: update.id,
      at: new Date(NOW).toISOString(),
      // The name and address stored with the entry (issue 37 point 7).
      user: {
        id: sam.id,
        firstname: "Sam Site",
        lastname: "",
        name: "Sam Site",
        email: "audit-admin@example.com",
      },
      action: "update",
      entity: "post",
      entity_id: post.id,
      summary: `Updated the member "${title}"`,
    });
  });

  it("names the id when the answer carries no title", async () => {
    const post = await createPost(app, siteAdmin);
    expect((await call(app, "DELETE", `/api/posts/${post.id}`, { token: siteAdmin })).status).toBe(
      200,
    );
    const gone = await call(app, "DELETE", `/api/posts/${post.id}/permanently`, {
      token: siteAdmin,
    });
    expect(gone.status).toBe(200);
    const rows = await entriesOf("post", post.id);
    expect(rows.map((r) => [r.action, r.summary])).toEqual([
      ["create", `Created the member "${post.attributes.title}"`],
      ["trash", `Trashed the member "${post.attributes.title}"`],
      ["delete", `Permanently deleted the member "${post.attributes.title}"`],
    ]);
  });

  it("names a stop and a post whose answer carries no name, as they were then (issue 38)", async () => {
    const member = await createPost(app, siteAdmin);
    const placeName = `Civic Center ${uniqueWord()}`;
    const place = await call(app, "POST", "/api/locations", {
      token: siteAdmin,
      body: { name: placeName, address: "", lat: 37.7793, lng: -122.4193 },
    });
    expect(place.status).toBe(201);
    const stop = await call(app, "POST", "/api/stops", {
      token: siteAdmin,
      body: {
        member_id: member.id,
        location_id: place.body.data.id,
        starts_at: "2027-03-20T11:00",
        ends_at: "2027-03-20T14:00",
      },
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    const link = await call(app, "POST", `/api/posts/${member.id}/preview-link`, {
      token: siteAdmin,
    });
    expect(link.status).toBe(200);
    const stopName = `"${member.attributes.title} at ${placeName}, 20 March 2027 at 11:00"`;
    const removed = await call(app, "DELETE", `/api/stops/${stop.body.data.id}`, {
      token: siteAdmin,
    });
    expect(removed.status).toBe(200);
    // A later rename does not change what the entries say.
    await call(app, "PUT", `/api/posts/${member.id}/data`, {
      token: siteAdmin,
      body: postData(member, `Renamed ${uniqueWord()}`),
    });

    const stopRows = await entriesOf("stop", stop.body.data.id);
    expect(stopRows.map((r) => r.summary)).toEqual([
      `Created the stop ${stopName}`,
      `Deleted the stop ${stopName}`,
    ]);
    const postRows = await entriesOf("post", member.id);
    expect(postRows.find((r) => r.action === "preview-link")?.summary).toBe(
      `Made a preview link of the member "${member.attributes.title}"`,
    );
  });

  it("logs settings changes on the caller's active domain", async () => {
    const res = await call(app, "PUT", "/api/domain-options", {
      token: superAdminOnCatering,
      body: { phone: "+1 555 0123" },
    });
    expect(res.status).toBe(200);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "settings"), eq(auditLog.summary, "Changed the site's options")),
      );
    expect(row).toMatchObject({ domain_id: CATERING, action: "update", entity_id: null });
  });

  it("a write that fails writes no entry", async () => {
    const post = await createPost(app, siteAdmin);
    const before = await entriesOf("post", post.id);
    // Refused by the schema, by the handler (another domain's media), and another domain's post.
    const empty = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: siteAdmin,
      body: postData(post, ""),
    });
    expect(empty.status).toBe(422);
    const foreign = await createMediaRow(db, CATERING);
    const media = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: siteAdmin,
      body: { ...postData(post, "Fine title"), media: { poster_id: foreign.id } },
    });
    expect(media.status).toBe(422);
    const other = await call(app, "PUT", `/api/posts/${post.id}/data`, {
      token: siteAdminB,
      host: "catering.localhost",
      body: postData(post, "Fine title"),
    });
    expect(other.status).toBe(404);
    expect(await entriesOf("post", post.id)).toEqual(before);
  });

  it("the table of audited routes names only routes the API has", () => {
    const unknown = Object.keys(AUDIT_ROUTES).filter((key) => {
      const [method, url] = key.split(" ");
      return !app.hasRoute({ method: method as "POST", url });
    });
    expect(unknown).toEqual([]);
  });

  it("a visitor's form is not logged", async () => {
    const before = await db.select().from(auditLog);
    const res = await call(app, "POST", "/api/submissions", {
      body: { form: "contact", name: "Vi Sitor", email: "vi@example.com", message: "Hello" },
    });
    expect(res.status).toBe(201);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe("sign-ins", () => {
  const sessionRows = async () =>
    db.select().from(auditLog).where(eq(auditLog.entity, "session")).orderBy(asc(auditLog.id));
  const tryLogin = (email: string, password: string, code?: string) =>
    call(app, "POST", "/api/auth/login", {
      body: { email, password, ...(code === undefined ? {} : { code }) },
    });

  it("a sign-in writes a sign-in entry of the user", async () => {
    const before = (await sessionRows()).length;
    expect((await tryLogin("audit-admin@example.com", DEMO_PASSWORD)).status).toBe(200);
    const rows = await sessionRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      domain_id: LOCAL,
      user_id: sam.id,
      action: "sign-in",
      entity: "session",
      entity_id: null,
      summary: "Signed in",
    });
  });

  it("failures name the user when the address is known, and mask the address", async () => {
    expect((await tryLogin("audit-admin@example.com", "wrong-password")).status).toBe(422);
    expect((await tryLogin("nobody-here@example.com", "wrong-password")).status).toBe(422);
    const failed = (await sessionRows()).filter((r) => r.action === "sign-in-failed");
    expect(failed.map((r) => [r.user_id, r.summary, r.domain_id])).toEqual([
      [sam.id, "Sign-in failed for a***@example.com: wrong email or password", LOCAL],
      [null, "Sign-in failed for n***@example.com: wrong email or password", LOCAL],
    ]);
    const listed = await list(siteAdmin, "entity=session");
    expect(listed.body.data.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      "sign-in-failed",
      "sign-in-failed",
    ]);
    expect(JSON.stringify(listed.body)).not.toContain("nobody-here");
  });

  it("a wrong two-factor code counts as a failed sign-in", async () => {
    const email = "audit-2fa@example.com";
    const id = await createUser(db, { email });
    await db
      .update(users)
      .set({ two_factor_enabled: true, two_factor_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" })
      .where(eq(users.id, id));
    const res = await tryLogin(email, DEMO_PASSWORD, "not-a-code");
    expect(res.status).toBe(422);
    const [row] = (await sessionRows()).filter((r) => r.user_id === id);
    expect(row).toMatchObject({
      action: "sign-in-failed",
      summary: "Sign-in failed for a***@example.com: wrong two-factor code",
    });
  });
});

describe("GET /api/audit-log", () => {
  // Entries of January 2027 only this block writes: the filters' dates keep them apart.
  const at = (iso: string) => new Date(iso);
  const seed = [
    { at: at("2027-01-09T23:59:59Z"), entity: "post" as const, summary: "jan-9-late" },
    { at: at("2027-01-10T00:00:00Z"), entity: "post" as const, summary: "jan-10-start" },
    { at: at("2027-01-10T12:00:00Z"), entity: "user" as const, summary: "jan-10-noon" },
    { at: at("2027-01-10T23:59:59Z"), entity: "post" as const, summary: "jan-10-end" },
    { at: at("2027-01-11T00:00:00Z"), entity: "post" as const, summary: "jan-11-start" },
  ];
  const summaries = (body: { data: { summary: string }[] }) => body.data.map((e) => e.summary);

  it("filters by dates (a date alone is its whole day), kind and user, newest first", async () => {
    for (const [i, s] of seed.entries()) {
      await recordAudit(db, {
        domainId: LOCAL,
        userId: i === 2 ? null : sam.id,
        action: "update",
        entityId: i,
        ...s,
      });
    }
    const day = await list(siteAdmin, "startDate=2027-01-10&endDate=2027-01-10");
    expect(summaries(day.body)).toEqual(["jan-10-end", "jan-10-noon", "jan-10-start"]);
    expect(day.body.meta).toEqual({ total: 3, limit: 50, offset: 0 });

    const seconds = await list(
      siteAdmin,
      "startDate=2027-01-10%2012:00:00&endDate=2027-01-11%2000:00:00",
    );
    expect(summaries(seconds.body)).toEqual(["jan-11-start", "jan-10-end", "jan-10-noon"]);

    const posts = await list(
      siteAdmin,
      `startDate=2027-01-09&endDate=2027-01-11&entity=post&user_id=${sam.id}`,
    );
    expect(summaries(posts.body)).toEqual([
      "jan-11-start",
      "jan-10-end",
      "jan-10-start",
      "jan-9-late",
    ]);
    const noon = (await list(siteAdmin, "startDate=2027-01-10&endDate=2027-01-10&entity=user")).body
      .data[0];
    expect(noon).toMatchObject({ user: null, entity: "user", entity_id: 2 });
  });

  it("pages with limit and offset and counts the whole match", async () => {
    const page = await list(siteAdmin, "startDate=2027-01-09&endDate=2027-01-11&limit=2&offset=1");
    expect(summaries(page.body)).toEqual(["jan-10-end", "jan-10-noon"]);
    expect(page.body.meta).toEqual({ total: 5, limit: 2, offset: 1 });
  });

  it("refuses dates that do not exist and unknown kinds at their fields", async () => {
    const bad = await list(siteAdmin, "startDate=2027-02-30");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.startDate).toBeDefined();
    const kind = await list(siteAdmin, "entity=spaceship");
    expect(kind.status).toBe(422);
    expect(kind.body.errors.entity).toBeDefined();
  });

  it("is for site admins: an editor gets 403, a visitor 401", async () => {
    expect((await list(editor)).status).toBe(403);
    expect((await call(app, "GET", "/api/audit-log/export", { token: editor })).status).toBe(403);
    expect((await call(app, "GET", "/api/audit-log")).status).toBe(401);
    expect((await list((await login(app, ADMIN)).access_token)).status).toBe(200);
  });

  it("never lists another domain's entries", async () => {
    const word = uniqueWord("other");
    await recordAudit(db, {
      domainId: CATERING,
      userId: null,
      action: "update",
      entity: "settings",
      summary: word,
    });
    const local = await list(siteAdmin, "limit=500");
    expect(local.body.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(local.body)).not.toContain(word);
    const other = await list(siteAdminB, "limit=500", "catering.localhost");
    expect(summaries(other.body)).toContain(word);
    expect(summaries(other.body)).not.toContain("jan-10-noon");
  });
});

describe("GET /api/audit-log/export", () => {
  it("is a CSV file whose cells cannot run as formulas", async () => {
    const id = await createUser(db, {
      email: "audit-formula@example.com",
      firstname: '=HYPERLINK("http://x")',
      lastname: "Doe",
    });
    await recordAudit(db, {
      domainId: LOCAL,
      userId: id,
      action: "update",
      entity: "post",
      entityId: 7,
      summary: "@SUM(A1:A9)",
      at: new Date("2027-02-02T10:00:00Z"),
    });
    const res = await app.inject({
      method: "GET",
      url: "/api/audit-log/export?startDate=2027-02-02&endDate=2027-02-02",
      headers: { host: "api.localhost:3000", authorization: `Bearer ${siteAdmin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="audit-log-localhost-2027-03-16.csv"',
    );
    expect(res.body.split("\r\n")).toEqual([
      "id,at,user_id,user,action,entity,entity_id,summary",
      expect.stringMatching(
        new RegExp(
          `^\\d+,2027-02-02T10:00:00.000Z,${id},"'=HYPERLINK\\(""http://x""\\) Doe",update,post,7,"'@SUM\\(A1:A9\\)"$`,
        ),
      ),
      "",
    ]);
  });
});

describe("the actor's name of the time (issue 37 point 7)", () => {
  it("a rename after the actions leaves the earlier entries' name, in the list and the CSV", async () => {
    const email = "audit-renamer@example.com";
    await createUser(db, { email, roleId: 2, firstname: "Rene", lastname: "Before" });
    const token = (await login(app, email)).access_token;
    const [rene] = await db.select().from(users).where(eq(users.email, email));
    const post = await createPost(app, token);

    // The user renames themself to a spreadsheet formula.
    const renamed = await call(app, "POST", "/api/account", {
      token,
      body: { firstname: "@SUM(1+1)", lastname: "+cmd" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await createPost(app, token);

    const listed = await list(siteAdmin, `user_id=${rene.id}&limit=500`);
    const byAction = (action: string, entityId: number | null) =>
      listed.body.data.find(
        (e: { action: string; entity_id: number | null }) =>
          e.action === action && e.entity_id === entityId,
      );
    const old = { id: rene.id, firstname: "Rene Before", lastname: "", name: "Rene Before", email };
    const now = {
      id: rene.id,
      firstname: "@SUM(1+1) +cmd",
      lastname: "",
      name: "@SUM(1+1) +cmd",
      email,
    };
    expect(
      listed.body.data.filter((e: { action: string }) => e.action === "sign-in")[0].user,
    ).toEqual(old);
    expect(byAction("create", post.id).user).toEqual(old);
    // Written after the rename: the new name (the rename's own entry is written once it is done).
    expect(byAction("create", after.id).user).toEqual(now);

    const csv = await app.inject({
      method: "GET",
      url: `/api/audit-log/export?user_id=${rene.id}`,
      headers: { host: "api.localhost:3000", authorization: `Bearer ${siteAdmin}` },
    });
    const lines = csv.body.split("\r\n");
    expect(lines.find((l) => l.includes(`,post,${post.id},`))).toContain(
      `,${rene.id},Rene Before,create,post,${post.id},`,
    );
    // The new name cannot run as a formula in a spreadsheet.
    expect(lines.find((l) => l.includes(`,post,${after.id},`))).toContain(
      `,${rene.id},"'@SUM(1+1) +cmd",create,post,${after.id},`,
    );
  });
});

describe("pruneAuditLog", () => {
  it("deletes entries older than the given days only", async () => {
    const now = new Date("2028-06-01T00:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const word = uniqueWord("prune");
    for (const [days, tag] of [
      [400, "old-a"],
      [365.01, "old-b"],
      [364.99, "keep-a"],
      [0, "keep-b"],
    ] as const) {
      await recordAudit(db, {
        domainId: CATERING,
        userId: null,
        action: "update",
        entity: "post",
        summary: `${word}-${tag}`,
        at: daysAgo(days),
      });
    }
    // Everything else in this file is from 2027, more than 365 days before `now`: keep 900.
    expect(await pruneAuditLog(db, now, 900)).toBe(0);
    const before = await db.select().from(auditLog);
    const deleted = await pruneAuditLog(db, now, 365);
    const after = await db.select().from(auditLog);
    expect(deleted).toBe(before.length - after.length);
    const left = after.map((r) => r.summary).filter((s) => s.startsWith(word));
    expect(left.sort()).toEqual([`${word}-keep-a`, `${word}-keep-b`]);
    expect(after.every((r) => r.at.getTime() >= daysAgo(365).getTime())).toBe(true);
  });
});
