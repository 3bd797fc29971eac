import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userMembers, users } from "../src/db/schema.ts";
import {
  MEMBER_IDS_REQUIRED,
  MEMBER_IDS_WITHOUT_MEMBER,
  memberIdInvalid,
} from "../src/features/users/user-rules.ts";
import { createPost } from "./content-fixtures.ts";
import { createUser, userCalls } from "./fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// Issue 25, decision 027: role 4 "Member" through the users API (`member_ids`: the listings a
// vendor keeps) and the account a member signs in to.

const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const LOCAL = 1;
const CATERING = 2;
const CATERING_HOST = "catering.localhost";

await createUser(db, { email: "bay-site-admin@example.com", roleId: 2, domainIds: [LOCAL] });
await createUser(db, { email: "cat-only@example.com", roleId: 3, domainIds: [CATERING] });
const admin = (await login(app, ADMIN)).access_token;
const catAdmin = (await login(app, ADMIN, { host: CATERING_HOST })).access_token;
const siteAdmin = (await login(app, "bay-site-admin@example.com")).access_token;

const member = (token: string, host?: string) =>
  createPost(app, token, { post_type_id: 2 }, host).then((p) => p.id);
const truckA = await member(admin);
const truckB = await member(admin);
const truckC = await member(admin);
const catTruck = await member(catAdmin, CATERING_HOST);
const page = (await createPost(app, admin, { post_type_id: 1 })).id;

const { create, get, update } = userCalls(app);

let serial = 0;
const vendor = (body: Record<string, unknown> = {}) => ({
  firstname: "Vera",
  lastname: "Vendor",
  email: `vendor-${++serial}@example.com`,
  domain_roles: [{ domain_id: LOCAL, role_id: 4 }],
  ...body,
});

async function listingsOf(userId: number) {
  const rows = await db
    .select({ member: userMembers.member_id, domain: userMembers.domain_id })
    .from(userMembers)
    .where(eq(userMembers.user_id, userId));
  return rows.sort((a, b) => a.member - b.member);
}

const userWithEmail = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

/** Sets the password through the invitation link mailed at creation, then signs in. */
async function joinAndSignIn(email: string, host?: string) {
  const mail = outbox.findLast((m) => m.to === email);
  const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x/");
  const password = "vendor-fresh-password";
  const set = await call(app, "POST", "/api/account/change-password", {
    host,
    body: {
      token: url.searchParams.get("token"),
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(set.status).toBe(200);
  return { password, ...(await login(app, email, { password, host })) };
}

describe("creating a member (role 4)", () => {
  it("binds it to the listings named in member_ids; reads and the list show them", async () => {
    const body = vendor({ member_ids: [truckB, truckA] });
    const res = await create(admin, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: body.email,
      role: { id: 4, name: "Member" },
      domain_roles: [{ domain_id: LOCAL, role_id: 4 }],
      member_ids: [truckA, truckB].sort((a, b) => a - b),
      invitation_pending: true,
    });
    const id = res.body.data.id;
    expect(await listingsOf(id)).toEqual(
      [truckA, truckB].sort((a, b) => a - b).map((m) => ({ member: m, domain: LOCAL })),
    );
    expect((await userWithEmail(body.email)).role_id).toBe(4);
    expect((await get(admin, id)).body.data.member_ids).toEqual(res.body.data.member_ids);
    const list = await call(app, "GET", `/api/users?search=${body.email}`, { token: admin });
    expect(list.body.data.map((u: { member_ids: number[] }) => u.member_ids)).toEqual([
      res.body.data.member_ids,
    ]);
    // Staff show no listings.
    const editor = await create(
      admin,
      vendor({ domain_roles: [{ domain_id: LOCAL, role_id: 3 }] }),
    );
    expect(editor.body.data.member_ids).toEqual([]);
  });

  it("answers 422 on member_ids for a member without listings, a page, another site's listing, listings without role 4; nothing is written", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, [MEMBER_IDS_REQUIRED]],
      [{ member_ids: [] }, [MEMBER_IDS_REQUIRED]],
      [{ member_ids: [page] }, [memberIdInvalid(page)]],
      [{ member_ids: [truckA, catTruck] }, [memberIdInvalid(catTruck)]],
      [{ member_ids: [999_999] }, [memberIdInvalid(999_999)]],
      [
        { domain_roles: [{ domain_id: LOCAL, role_id: 3 }], member_ids: [truckA] },
        [MEMBER_IDS_WITHOUT_MEMBER],
      ],
      [
        { role_id: 3, domain_ids: [LOCAL], domain_roles: undefined, member_ids: [truckA] },
        [MEMBER_IDS_WITHOUT_MEMBER],
      ],
      // Role 4 on two sites needs a listing on each.
      [
        {
          domain_roles: [
            { domain_id: LOCAL, role_id: 4 },
            { domain_id: CATERING, role_id: 4 },
          ],
          member_ids: [truckA],
        },
        [MEMBER_IDS_REQUIRED],
      ],
    ];
    for (const [overrides, messages] of cases) {
      const body = vendor(overrides);
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.errors.member_ids, JSON.stringify(overrides)).toEqual(messages);
      expect(await userWithEmail(body.email as string)).toBeUndefined();
    }
  });

  it("takes a listing in the trash as missing", async () => {
    const trashed = await member(admin);
    expect((await call(app, "DELETE", `/api/posts/${trashed}`, { token: admin })).status).toBe(200);
    const res = await create(admin, vendor({ member_ids: [trashed] }));
    expect(res.status).toBe(422);
    expect(res.body.errors.member_ids).toEqual([memberIdInvalid(trashed)]);
  });

  it("is open to site admins on their own sites, with their own sites' listings only", async () => {
    const ok = await create(siteAdmin, vendor({ member_ids: [truckC] }));
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ role: { id: 4 }, member_ids: [truckC] });

    const other = await create(siteAdmin, vendor({ member_ids: [truckC, catTruck] }));
    expect(other.status).toBe(422);
    expect(other.body.errors.member_ids).toEqual([memberIdInvalid(catTruck)]);

    const otherSite = await create(
      siteAdmin,
      vendor({ domain_roles: [{ domain_id: CATERING, role_id: 4 }], member_ids: [catTruck] }),
    );
    expect(otherSite.status).toBe(422);
    expect(otherSite.body.errors.domain_roles).toBeDefined();
  });
});

describe("updating a member's listings", () => {
  it("replaces member_ids, keeps them when left out and drops them with role 4", async () => {
    const id = (await create(admin, vendor({ member_ids: [truckA] }))).body.data.id;

    const more = await update(admin, id, { member_ids: [truckA, truckB] });
    expect(more.status).toBe(200);
    expect(more.body.data.member_ids).toEqual([truckA, truckB].sort((a, b) => a - b));

    const named = await update(admin, id, { firstname: "Renamed" });
    expect(named.body.data.member_ids).toEqual(more.body.data.member_ids);

    const none = await update(admin, id, { member_ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors.member_ids).toEqual([MEMBER_IDS_REQUIRED]);
    const bad = await update(admin, id, { member_ids: [page] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.member_ids).toEqual([memberIdInvalid(page)]);
    expect((await listingsOf(id)).map((l) => l.member)).toEqual(more.body.data.member_ids);

    const swapped = await update(admin, id, { member_ids: [truckC] });
    expect(swapped.body.data.member_ids).toEqual([truckC]);
    expect(await listingsOf(id)).toEqual([{ member: truckC, domain: LOCAL }]);

    // An editor now: the listings go.
    const editor = await update(admin, id, { domain_roles: [{ domain_id: LOCAL, role_id: 3 }] });
    expect(editor.status).toBe(200);
    expect(editor.body.data).toMatchObject({ role: { id: 3 }, member_ids: [] });
    expect(await listingsOf(id)).toEqual([]);
    // Back to role 4 needs listings again.
    const back = await update(admin, id, { role_id: 4 });
    expect(back.status).toBe(422);
    expect(back.body.errors.member_ids).toEqual([MEMBER_IDS_REQUIRED]);
    const withListing = await update(admin, id, { role_id: 4, member_ids: [truckA] });
    expect(withListing.status).toBe(200);
    expect(withListing.body.data).toMatchObject({ role: { id: 4 }, member_ids: [truckA] });
  });

  it("by a site admin, replaces the listings of its sites and keeps (and hides) the others", async () => {
    const body = vendor({
      domain_roles: [
        { domain_id: LOCAL, role_id: 4 },
        { domain_id: CATERING, role_id: 4 },
      ],
      member_ids: [truckA, catTruck],
    });
    const created = await create(admin, body);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const seen = await get(siteAdmin, id);
    expect(seen.body.data).toMatchObject({ member_ids: [truckA], other_sites: true });

    const res = await update(siteAdmin, id, { member_ids: [truckB] });
    expect(res.status).toBe(200);
    expect(res.body.data.member_ids).toEqual([truckB]);
    expect(await listingsOf(id)).toEqual(
      [
        { member: truckB, domain: LOCAL },
        { member: catTruck, domain: CATERING },
      ].sort((a, b) => a.member - b.member),
    );
    // Its sites' listings only.
    const foreign = await update(siteAdmin, id, { member_ids: [catTruck] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.member_ids).toEqual([memberIdInvalid(catTruck)]);
  });
});

describe("an existing account invited as a member (decision 021)", () => {
  it("gets the listings with the invitation and keeps them when it accepts", async () => {
    const before = outbox.length;
    const res = await create(
      siteAdmin,
      vendor({ email: "cat-only@example.com", member_ids: [truckA] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      invitation_pending: true,
      role: { id: 4 },
      member_ids: [truckA],
    });
    const mail = outbox.slice(before).find((m) => m.to === "cat-only@example.com");
    const token = new URL(
      /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x/",
    ).searchParams.get("token");
    const accepted = await call(app, "POST", "/api/account/accept-invitation", {
      body: { token },
    });
    expect(accepted.status).toBe(200);
    const owner = await userWithEmail("cat-only@example.com");
    expect(await listingsOf(owner.id)).toEqual([{ member: truckA, domain: LOCAL }]);
    const session = await login(app, "cat-only@example.com");
    const account = await call(app, "GET", "/api/account", { token: session.access_token });
    expect(account.body.data).toMatchObject({
      active_domain_id: LOCAL,
      role: { id: 4, name: "Member" },
      member_ids: [truckA],
    });
  });
});

describe("a member signed in", () => {
  const email = "signed-in-vendor@example.com";
  let userId = 0;
  let password = "";
  let token = "";
  beforeAll(async () => {
    const created = await create(
      admin,
      vendor({
        email,
        domain_roles: [
          { domain_id: LOCAL, role_id: 4 },
          { domain_id: CATERING, role_id: 4 },
        ],
        member_ids: [truckB, catTruck],
      }),
    );
    expect(created.status).toBe(201);
    userId = created.body.data.id;
    const session = await joinAndSignIn(email);
    password = session.password;
    token = session.access_token;
  });

  it("reads its account: role 4 and the listings of the active site", async () => {
    const res = await call(app, "GET", "/api/account", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: userId,
      role: { id: 4, name: "Member" },
      active_domain_id: LOCAL,
      domain_roles: [
        { domain_id: LOCAL, role_id: 4 },
        { domain_id: CATERING, role_id: 4 },
      ],
      member_ids: [truckB],
    });
  });

  it("changes its names, reads the roles and its own sites", async () => {
    const named = await call(app, "POST", "/api/account", { token, body: { firstname: "Val" } });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ firstname: "Val", member_ids: [truckB] });

    const roles = await call(app, "GET", "/api/roles", { token });
    expect(roles.status).toBe(200);
    expect(roles.body.data).toContainEqual({ id: 4, name: "Member" });

    const domains = await call(app, "GET", "/api/domains", { token });
    expect(domains.status).toBe(200);
    expect(domains.body.data.map((d: { id: number }) => d.id)).toEqual([LOCAL, CATERING]);
    const current = await call(app, "GET", "/api/domains/current", { token, host: CATERING_HOST });
    expect(current.status).toBe(200);
    expect(current.body.data.id).toBe(LOCAL);
  });

  it("starts two-factor with its password", async () => {
    const res = await call(app, "POST", "/api/account/two-factor", {
      token,
      body: { password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.otpauth_url).toMatch(/^otpauth:/);
  });

  it("gets 403 from the users API", async () => {
    expect((await call(app, "GET", "/api/users", { token })).status).toBe(403);
    expect((await get(token, userId)).status).toBe(403);
    expect((await create(token, vendor({ member_ids: [truckB] }))).status).toBe(403);
  });

  it("switches to its other site and keeps that site's listings there", async () => {
    const fresh = (await login(app, email, { password })).access_token;
    const switched = await call(app, "POST", "/api/auth/switch-domain", {
      token: fresh,
      body: { domain_id: CATERING },
    });
    expect(switched.status).toBe(200);
    const res = await call(app, "GET", "/api/account", { token: switched.body.data.access_token });
    expect(res.body.data).toMatchObject({
      active_domain_id: CATERING,
      role: { id: 4 },
      member_ids: [catTruck],
    });
  });
});

describe("a member whose listing is deleted", () => {
  it("can do nothing more: 401", async () => {
    const listing = await member(admin);
    const email = "vendor-of-a-gone-truck@example.com";
    const created = await create(admin, vendor({ email, member_ids: [listing] }));
    expect(created.status).toBe(201);
    const { access_token } = await joinAndSignIn(email);
    expect((await call(app, "GET", "/api/account", { token: access_token })).status).toBe(200);

    expect((await call(app, "DELETE", `/api/posts/${listing}`, { token: admin })).status).toBe(200);
    const gone = await call(app, "DELETE", `/api/posts/${listing}/permanently`, { token: admin });
    expect(gone.status).toBe(200);
    expect(await listingsOf(created.body.data.id)).toEqual([]);
    expect((await call(app, "GET", "/api/account", { token: access_token })).status).toBe(401);
  });
});
