import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { AUDIT_ROUTES } from "../src/features/audit/audit-routes.ts";
import { CATERING, createAuditLogTestApp, LOCAL, NOW, postData } from "./audit-log-fixtures.ts";
import { createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, DEMO_PASSWORD } from "./helpers.ts";

// contract.md "Audit log" (issue 24): which writes and sign-ins leave an entry; the list, the
// export, actors' names and pruning are in audit-log-list.test.ts.
const { app, db, siteAdmin, siteAdminB, superAdminOnCatering, sam, list, entriesOf } =
  await createAuditLogTestApp();

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
