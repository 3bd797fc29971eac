import { vendorInvitationPath } from "@fooddir/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userDomains, userMembers, users } from "../src/db/schema.ts";
import { publishedListings } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, DEMO_PASSWORD, login } from "./helpers.ts";

// Issue 37 point 2, decision 029: a site admin's vendor invitation of an address that has an
// account on other sites (or is a super admin's) no longer binds that account and no longer
// answers its id. It answers as for a new address (same status and shape, a placeholder id from
// the users' ids), GET /api/users/{id} shows the names of a new vendor, and the account joins
// only when its owner follows the mailed link.

const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const LOCAL = 1;
const CATERING = 2;

await createUser(db, { email: "bay-admin@example.com", roleId: 2, domainIds: [LOCAL] });
const elsewhereId = await createUser(db, {
  email: "secret.person@example.com",
  domainIds: [CATERING],
  firstname: "Secret",
  lastname: "Person",
});
await db.update(users).set({ two_factor_enabled: true }).where(eq(users.id, elsewhereId));
const superId = (await db.select().from(users).where(eq(users.email, ADMIN)))[0].id;
const siteAdmin = (await login(app, "bay-admin@example.com")).access_token;

const listings = await publishedListings(db, LOCAL);
const [forNew, forElsewhere, forSuper, second] = listings;

const invite = (postId: number, email: string) =>
  call(app, "POST", vendorInvitationPath(postId), { token: siteAdmin, body: { email } });
const getUser = (id: number) => call(app, "GET", `/api/users/${id}`, { token: siteAdmin });
const accept = (token: string) =>
  call(app, "POST", "/api/account/accept-invitation", { body: { token } });
const bound = async (userId: number) => ({
  roles: await db
    .select({ domain: userDomains.domain_id, role: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId))
    .orderBy(asc(userDomains.domain_id)),
  listings: await db
    .select({ member: userMembers.member_id })
    .from(userMembers)
    .where(eq(userMembers.user_id, userId)),
});
/** The path and token of the one link in the last mail to `to`. */
function lastLink(to: string) {
  const mail = outbox.filter((m) => m.to === to).at(-1);
  const url = (mail?.text.match(/https?:\/\/\S+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => ["/change-password", "/accept-invitation"].includes(u.pathname));
  if (!url) throw new Error(`no link in the mail to ${to}`);
  return { path: url.pathname, token: url.searchParams.get("token") as string };
}
/** A user item without what differs between any two new vendors. */
const shapeOf = (item: Record<string, unknown>) => {
  const { id, email, firstname, member_ids, created_at, ...rest } = item;
  return { ...rest, keys: Object.keys(item).sort() };
};

const NEW = "brand-new-truck@example.com";
const ELSEWHERE = "secret.person@example.com";

describe("a vendor invitation of an address that has an account", () => {
  const before = { elsewhere: {} as unknown, superAdmin: {} as unknown };
  const ids = { fresh: 0, elsewhere: 0, superAdmin: 0 };

  it("answers as for a new address, shows nothing of the account and binds nothing", async () => {
    before.elsewhere = await bound(elsewhereId);
    before.superAdmin = await bound(superId);
    const fresh = await invite(forNew.id, NEW);
    const elsewhere = await invite(forElsewhere.id, ELSEWHERE);
    const superAdmin = await invite(forSuper.id, ADMIN);
    for (const res of [fresh, elsewhere, superAdmin]) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(Object.keys(res.body.data).sort()).toEqual(["email", "member_id", "user_id"]);
    }
    ids.fresh = fresh.body.data.user_id;
    ids.elsewhere = elsewhere.body.data.user_id;
    ids.superAdmin = superAdmin.body.data.user_id;
    // Placeholder ids from the users' sequence, in order, never the accounts' own.
    expect(ids.elsewhere).toBe(ids.fresh + 1);
    expect(ids.superAdmin).toBe(ids.elsewhere + 1);
    expect([ids.elsewhere, ids.superAdmin]).not.toContain(elsewhereId);
    expect([ids.elsewhere, ids.superAdmin]).not.toContain(superId);

    // By id, each reads as a new vendor: named after its listing, nothing of the account.
    const items = await Promise.all([ids.fresh, ids.elsewhere, ids.superAdmin].map(getUser));
    for (const [i, item] of items.entries()) {
      expect(item.status).toBe(200);
      expect(item.body.data).toMatchObject({
        firstname: [forNew, forElsewhere, forSuper][i].title.slice(0, 100).trim(),
        lastname: "Team",
        role: { id: 4 },
        domain_roles: [{ domain_id: LOCAL, role_id: 4 }],
        member_ids: [[forNew, forElsewhere, forSuper][i].id],
        other_sites: false,
        two_factor_enabled: false,
        invitation_pending: true,
      });
      expect(shapeOf(item.body.data)).toEqual(shapeOf(items[0].body.data));
    }
    expect(JSON.stringify(items.map((i) => i.body))).not.toMatch(/Secret|Person/);
    expect((await getUser(elsewhereId)).status).toBe(404);
    expect((await getUser(superId)).status).toBe(404);

    // No membership without the owner's consent; each address got one mail with one link.
    expect(await bound(elsewhereId)).toEqual(before.elsewhere);
    expect(await bound(superId)).toEqual(before.superAdmin);
    expect(lastLink(NEW).path).toBe("/change-password");
    expect(lastLink(ELSEWHERE).path).toBe("/accept-invitation");
    expect(lastLink(ADMIN).path).toBe("/accept-invitation");

    // Creating a user with either address now is "taken" alike: the admin sees both as its users.
    for (const email of [NEW, ELSEWHERE]) {
      const res = await call(app, "POST", "/api/users", {
        token: siteAdmin,
        body: { firstname: "A", lastname: "B", email, role_id: 3, domain_ids: [LOCAL] },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: ["The email has already been taken."] });
    }
  });

  it("inviting again answers the same id and adds the listing; the mailed link binds both", async () => {
    const firstLink = lastLink(ELSEWHERE);
    const again = await invite(second.id, ELSEWHERE);
    expect(again.status).toBe(201);
    expect(again.body.data.user_id).toBe(ids.elsewhere);
    expect((await getUser(ids.elsewhere)).body.data.member_ids).toEqual(
      [forElsewhere.id, second.id].sort((a, b) => a - b),
    );
    expect(await bound(elsewhereId)).toEqual(before.elsewhere);
    // The new mail's link replaced the first one.
    expect((await accept(firstLink.token)).status).toBe(422);
    const accepted = await accept(lastLink(ELSEWHERE).token);
    expect(accepted.status).toBe(200);
    const after = await bound(elsewhereId);
    expect(after.roles).toEqual([
      { domain: LOCAL, role: 4 },
      { domain: CATERING, role: 3 },
    ]);
    expect(after.listings.map((l) => l.member).sort((a, b) => a - b)).toEqual(
      [forElsewhere.id, second.id].sort((a, b) => a - b),
    );
    const { access_token } = await login(app, ELSEWHERE, { password: DEMO_PASSWORD });
    const account = await call(app, "GET", "/api/account", { token: access_token });
    expect(account.body.data).toMatchObject({ role: { id: 4 } });
    // Joined: the account itself shows now, and the placeholder is gone.
    expect((await getUser(elsewhereId)).body.data).toMatchObject({ other_sites: true });
    expect((await getUser(ids.elsewhere)).status).toBe(404);
  });

  it("a super admin may ignore it; following the link binds nothing", async () => {
    const accepted = await accept(lastLink(ADMIN).token);
    expect(accepted.status).toBe(200);
    expect(await bound(superId)).toEqual(before.superAdmin);
    const [row] = await db.select().from(users).where(eq(users.id, superId));
    expect(row.role_id).toBe(1);
  });
});
