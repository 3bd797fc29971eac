import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userDomains, users } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// Issue 29 point 6, decision 021: a site admin learns nothing of accounts on sites it does not
// manage. Inviting (or re-addressing someone to) such an address answers like a new address;
// the account's owner is mailed an invitation to accept instead.

const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const LOCAL = 1;
const CATERING = 2;

await createUser(db, { email: "bay-admin@example.com", roleId: 2, domainIds: [LOCAL] });
await createUser(db, { email: "cat-admin@example.com", roleId: 2, domainIds: [CATERING] });
const hiddenId = await createUser(db, {
  email: "hidden@example.com",
  domainIds: [CATERING],
  firstname: "Hilda",
  lastname: "Hidden",
});
await createUser(db, { email: "hidden-two@example.com", domainIds: [CATERING] });
const joinedId = await createUser(db, {
  email: "joined@example.com",
  domainIds: [LOCAL],
  firstname: "Jo",
  lastname: "Joined",
});

const bayAdmin = (await login(app, "bay-admin@example.com")).access_token;
const catAdmin = (await login(app, "cat-admin@example.com", { host: "catering.localhost" }))
  .access_token;
const superAdmin = (await login(app, ADMIN)).access_token;

const create = (token: string, body: Record<string, unknown>) =>
  call(app, "POST", "/api/users", { token, body });
const get = (token: string, id: number, host?: string) =>
  call(app, "GET", `/api/users/${id}`, { token, host });
const update = (token: string, id: number, body: Record<string, unknown>, host?: string) =>
  call(app, "PUT", `/api/users/${id}`, { token, body, host });
const remove = (token: string, id: number, host?: string) =>
  call(app, "DELETE", `/api/users/${id}`, { token, host });
const accept = (token: string, host?: string) =>
  call(app, "POST", "/api/account/accept-invitation", { body: { token }, host });
const person = (email: string) => ({
  firstname: "Typed",
  lastname: "Name",
  email,
  role_id: 3,
  domain_ids: [LOCAL],
});

/** The mails sent by `fn`, and the token of the link to `path` in the one to `to`. */
async function mailsOf(fn: () => Promise<unknown>) {
  const before = outbox.length;
  await fn();
  const mails = outbox.slice(before);
  const linkTo = (to: string, path: string) => {
    const mail = mails.find((m) => m.to === to);
    const link = (mail?.text.match(/https?:\/\/\S+/g) ?? [])
      .map((l) => new URL(l))
      .find((u) => u.pathname === path);
    return link?.searchParams.get("token") ?? null;
  };
  return { mails, linkTo };
}

const membershipsOf = (userId: number) =>
  db
    .select({ domain: userDomains.domain_id, role: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId));

describe("a site admin inviting an address that has an account elsewhere", () => {
  it("gets the answer of a new address, and the owner is invited instead", async () => {
    let answer: Awaited<ReturnType<typeof create>> | undefined;
    const { mails, linkTo } = await mailsOf(async () => {
      answer = await create(bayAdmin, person("hidden@example.com"));
    });
    const fresh = await create(bayAdmin, person("nobody-yet@example.com"));
    expect(answer?.status).toBe(201);
    expect(fresh.status).toBe(201);
    const invited = answer?.body.data;
    // Same shape and the same kind of values as a brand-new user: the next id, the typed names.
    expect(Object.keys(invited).sort()).toEqual(Object.keys(fresh.body.data).sort());
    expect(fresh.body.data.id).toBe(invited.id + 1);
    expect(invited).toMatchObject({
      firstname: "Typed",
      lastname: "Name",
      email: "hidden@example.com",
      role: { id: 3 },
      domain_roles: [{ domain_id: LOCAL, role_id: 3 }],
      other_sites: false,
      invitation_pending: true,
      pending_email: null,
      disabled: false,
    });
    expect(fresh.body.data).toMatchObject({ invitation_pending: true, other_sites: false });

    // The owner got one mail, an invitation to accept (no set-password link); nothing changed yet.
    expect(mails.map((m) => m.to)).toEqual(["hidden@example.com"]);
    expect(linkTo("hidden@example.com", "/change-password")).toBeNull();
    const token = linkTo("hidden@example.com", "/accept-invitation");
    expect(token).toMatch(/.{20,}/);
    expect(await membershipsOf(hiddenId)).toEqual([{ domain: CATERING, role: 3 }]);

    // The site admin sees the invitation as that user, by list and by id; never the account.
    const listed = await call(app, "GET", "/api/users?search=hidden", { token: bayAdmin });
    expect(listed.body.data.map((u: { id: number }) => u.id)).toEqual([invited.id]);
    expect(listed.body.meta.total).toBe(1);
    expect((await get(bayAdmin, invited.id)).body.data).toEqual(invited);
    expect((await get(bayAdmin, hiddenId)).status).toBe(404);
    // Another domain's admin does not see it.
    expect((await get(catAdmin, invited.id, "catering.localhost")).status).toBe(404);
    expect((await remove(catAdmin, invited.id, "catering.localhost")).status).toBe(404);

    // Accepting works only through the API host of the site that sent it, and once.
    expect((await accept(token as string, "catering.localhost")).status).toBe(422);
    const accepted = await accept(token as string);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.message).toContain("Bay Food Truck Association");
    expect((await accept(token as string)).status).toBe(422);
    expect((await membershipsOf(hiddenId)).sort((a, b) => a.domain - b.domain)).toEqual([
      { domain: LOCAL, role: 3 },
      { domain: CATERING, role: 3 },
    ]);
    // Now the account itself shows (it joined), and the invitation id is gone.
    expect((await get(bayAdmin, hiddenId)).body.data).toMatchObject({
      firstname: "Hilda",
      other_sites: true,
      invitation_pending: false,
    });
    expect((await get(bayAdmin, invited.id)).status).toBe(404);
  });

  it("is told 'taken' where it may know the account, and a super admin always is", async () => {
    const known = await create(bayAdmin, person("joined@example.com"));
    expect(known.status).toBe(422);
    expect(known.body.errors.email).toEqual(["The email has already been taken."]);
    const bySuper = await create(superAdmin, person("hidden-two@example.com"));
    expect(bySuper.status).toBe(422);
    expect(bySuper.body.errors.email).toEqual(["The email has already been taken."]);
  });

  it("may cancel an invitation (its link then does nothing) and may not disable one", async () => {
    const { linkTo, mails } = await mailsOf(() =>
      create(bayAdmin, person("hidden-two@example.com")),
    );
    expect(mails).toHaveLength(1);
    const token = linkTo("hidden-two@example.com", "/accept-invitation") as string;
    const listed = await call(app, "GET", "/api/users?search=hidden-two", { token: bayAdmin });
    const id = listed.body.data[0].id;
    const disabling = await update(bayAdmin, id, { disabled: true });
    expect(disabling.status).toBe(422);
    expect(disabling.body.errors.disabled).toBeDefined();
    const renamed = await update(bayAdmin, id, { firstname: "Retyped", role_id: 2 });
    expect(renamed.body.data).toMatchObject({ firstname: "Retyped", role: { id: 2 } });
    expect((await remove(bayAdmin, id)).status).toBe(200);
    expect((await get(bayAdmin, id)).status).toBe(404);
    expect((await accept(token)).status).toBe(422);
  });
});

describe("a site admin changing someone's email", () => {
  it("re-invites someone who has not joined yet, wherever the address belongs", async () => {
    const created = await create(bayAdmin, person("typo@example.com"));
    const id = created.body.data.id;
    // To an address with a hidden account: the same id becomes an invitation of that account.
    const hidden = await mailsOf(() => update(bayAdmin, id, { email: "hidden-two@example.com" }));
    const moved = await get(bayAdmin, id);
    expect(moved.body.data).toMatchObject({
      id,
      email: "hidden-two@example.com",
      invitation_pending: true,
    });
    expect(hidden.mails.map((m) => m.to)).toEqual(["hidden-two@example.com"]);
    expect(hidden.linkTo("hidden-two@example.com", "/accept-invitation")).not.toBeNull();
    // To a free address: the same id is a new user again, invited to choose a password.
    const free = await mailsOf(() => update(bayAdmin, id, { email: "right@example.com" }));
    expect((await get(bayAdmin, id)).body.data).toMatchObject({
      id,
      email: "right@example.com",
      invitation_pending: true,
    });
    expect(free.linkTo("right@example.com", "/change-password")).not.toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: "right@example.com",
      deleted_at: null,
      password_hash: null,
    });
  });

  it("asks a joined user's new address to confirm, and tells a hidden account's owner", async () => {
    const hidden = await mailsOf(() =>
      update(bayAdmin, joinedId, { email: "hidden-two@example.com" }),
    );
    const item = (await get(bayAdmin, joinedId)).body.data;
    expect(item).toMatchObject({
      email: "joined@example.com",
      pending_email: "hidden-two@example.com",
    });
    // The owner of that address is told, without any link; the user's own address gets a notice.
    expect(hidden.linkTo("hidden-two@example.com", "/confirm-email")).toBeNull();
    expect(hidden.mails.map((m) => m.to).sort()).toEqual([
      "hidden-two@example.com",
      "joined@example.com",
    ]);

    const free = await mailsOf(() => update(bayAdmin, joinedId, { email: "jo-new@example.com" }));
    expect((await get(bayAdmin, joinedId)).body.data.pending_email).toBe("jo-new@example.com");
    const token = free.linkTo("jo-new@example.com", "/confirm-email") as string;
    const confirmed = await call(app, "POST", "/api/account/email/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect((await get(bayAdmin, joinedId)).body.data).toMatchObject({
      email: "jo-new@example.com",
      pending_email: null,
    });
  });
});
