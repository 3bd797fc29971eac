import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { pruneAuditLog } from "../src/features/audit/prune-audit-log.ts";
import { recordAudit } from "../src/features/audit/record-audit.ts";
import { CATERING, createAuditLogTestApp, LOCAL } from "./audit-log-fixtures.ts";
import { createPost, uniqueWord } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, login } from "./helpers.ts";

const { app, db, siteAdmin, siteAdminB, editor, sam, list } = await createAuditLogTestApp();

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
