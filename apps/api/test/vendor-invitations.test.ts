import {
  API_PATHS,
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_LIMIT,
  CLAIM_SENT_MESSAGE,
  POST_STATUSES,
  POST_TYPES,
  VENDOR_PATHS,
  vendorInvitationPath,
} from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  memberCatering,
  memberClaims,
  posts,
  userDomains,
  userMembers,
  users,
} from "../src/db/schema.ts";
import { titleOf } from "../src/features/audit/audit-summary.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { adminTokenOn, publishedListings } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, DEMO_PASSWORD, EDITOR, login } from "./helpers.ts";

// Decision 027: how a vendor gets its role-4 account. Staff invite the vendor of a listing
// (POST /api/posts/{id}/vendor-invitation), or the vendor claims the listing with a code mailed
// to its contact address (POST /api/member-claims, then /verify). Both end with a set-password
// link; the vendor then signs in with role 4 bound to the listing.

const { app, database, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const db = database.db;
const LOCAL = 1;
const CATERING = 2;
const NOT_FOUND = { message: "Not found." };
const NEW_PASSWORD = "truck-owner-keeps-it-fresh";

const admin = (await login(app)).access_token;
const editor = (await login(app, EDITOR)).access_token;

// Known profiles only: the demo's catering contacts are set aside in this file's database.
await db.delete(memberCatering);
const membersOf = (domainId: number) => publishedListings(db, domainId);
const local = await membersOf(LOCAL);
const [foreign] = await membersOf(CATERING);
// One listing per test, so the per-listing claim throttle never crosses tests.
const [
  invited,
  explicit,
  noContact,
  existing,
  teamAddress,
  claimed,
  drafted,
  guessed,
  twice,
  expired,
  throttled,
  sameNew,
  sameExisting,
] = local;
if (!sameExisting) throw new Error(`the demo has ${local.length} members, 13 needed`);

const contactOf = (member: { id: number }) => `truck-${member.id}@trucks.test`;
const existingAccount = "vendor-elsewhere@example.com";
await createUser(db, { email: existingAccount, roleId: 3, domainIds: [CATERING] });
await createUser(db, { email: "claimer-elsewhere@example.com", roleId: 3, domainIds: [CATERING] });
const withContact = [
  invited,
  explicit,
  claimed,
  drafted,
  guessed,
  twice,
  expired,
  throttled,
  sameNew,
];
await db
  .insert(memberCatering)
  .values([
    ...withContact.map((m) => ({ post_id: m.id, domain_id: LOCAL, contact_email: contactOf(m) })),
    { post_id: noContact.id, domain_id: LOCAL, contact_email: "" },
    { post_id: existing.id, domain_id: LOCAL, contact_email: "" },
    { post_id: teamAddress.id, domain_id: LOCAL, contact_email: EDITOR },
    { post_id: sameExisting.id, domain_id: LOCAL, contact_email: "claimer-elsewhere@example.com" },
    { post_id: foreign.id, domain_id: CATERING, contact_email: contactOf(foreign) },
  ]);
await db.update(posts).set({ post_status_id: POST_STATUSES.draft }).where(eq(posts.id, drafted.id));

/** The mails `fn` sent. */
async function mailsOf<T>(fn: () => Promise<T>): Promise<{ result: T; mails: MailMessage[] }> {
  const before = outbox.length;
  const result = await fn();
  return { result, mails: outbox.slice(before) };
}

/** The set-password link of a mail or answer: its token and address. */
function passwordLink(text: string) {
  const url = (text.match(/https?:\/\/\S+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => u.pathname === "/change-password");
  if (!url) throw new Error(`no set-password link in: ${text}`);
  return { token: url.searchParams.get("token") ?? "", email: url.searchParams.get("email") ?? "" };
}

/** Chooses the password through the link, signs in, and reads the account. */
async function setPasswordAndSignIn(link: { token: string; email: string }) {
  const set = await call(app, "POST", API_PATHS.changePassword, {
    body: { ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });
  expect(set.status).toBe(200);
  const { access_token } = await login(app, link.email, { password: NEW_PASSWORD });
  const account = await call(app, "GET", "/api/account", { token: access_token });
  expect(account.status).toBe(200);
  return account.body.data as { role: { id: number }; member_ids?: number[] };
}

const invite = (token: string, postId: number, body: Record<string, unknown> = {}) =>
  call(app, "POST", vendorInvitationPath(postId), { token, body });

let ipCounter = 0;
/** Each public call from its own address unless told, so the per-address throttles stay out of the way. */
const freshIp = () => {
  ipCounter += 1;
  return `10.40.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const publicPost = (url: string, body: unknown, ip = freshIp()) =>
  call(app, "POST", url, { body, remoteAddress: ip });
// A code works only from the address that asked for it: each listing's claimer has its own.
const claimerIps = new Map<number, string>();
const claimerOf = (memberId: number) => {
  const ip = claimerIps.get(memberId) ?? freshIp();
  claimerIps.set(memberId, ip);
  return ip;
};
const requestClaim = (memberId: number, ip = claimerOf(memberId)) =>
  publicPost(VENDOR_PATHS.memberClaims, { member_id: memberId }, ip);
const verifyClaim = (memberId: number, code: string, ip = claimerOf(memberId)) =>
  publicPost(VENDOR_PATHS.memberClaimVerify, { member_id: memberId, code }, ip);

/** Asks for a code for the listing and returns the mailed code. */
async function codeFor(member: { id: number }) {
  const { result, mails } = await mailsOf(() => requestClaim(member.id));
  expect(result.status).toBe(202);
  expect(mails).toHaveLength(1);
  const code = /^\d{6}$/m.exec(mails[0].text)?.[0];
  if (!code) throw new Error(`no code in: ${mails[0].text}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const listingsOf = (userId: number) =>
  db
    .select({ member: userMembers.member_id, domain: userMembers.domain_id })
    .from(userMembers)
    .where(eq(userMembers.user_id, userId));
const rolesOf = (userId: number) =>
  db
    .select({ domain: userDomains.domain_id, role: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId))
    .orderBy(asc(userDomains.domain_id));
const userByEmail = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

describe("POST /api/posts/{id}/vendor-invitation", () => {
  it("invites the listing's catering contact; the vendor sets a password and signs in with role 4 on the listing", async () => {
    const { result, mails } = await mailsOf(() => invite(admin, invited.id));
    expect(result.status).toBe(201);
    const vendor = await userByEmail(contactOf(invited));
    expect(result.body.data).toEqual({
      user_id: vendor.id,
      member_id: invited.id,
      email: contactOf(invited),
    });
    expect(vendor.password_hash).toBeNull();
    expect(vendor.firstname).toBe(invited.title.slice(0, 100).trim());
    expect(mails.map((m) => m.to)).toEqual([contactOf(invited)]);
    const link = passwordLink(mails[0].text);
    expect(link.email).toBe(contactOf(invited));

    const account = await setPasswordAndSignIn(link);
    expect(account.role.id).toBe(4);
    expect(account.member_ids).toEqual([invited.id]);
    expect(await rolesOf(vendor.id)).toEqual([{ domain: LOCAL, role: 4 }]);

    // The audit log names the write.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invite-vendor"), eq(auditLog.entity_id, invited.id)));
    expect(entry).toMatchObject({ domain_id: LOCAL, entity: "post" });
    expect(entry.summary).toBe(
      `Invited the vendor of the member "${titleOf({ title: invited.title })}"`,
    );
  });

  it("invites the address given instead, once per listing however often it is sent", async () => {
    const first = await mailsOf(() => invite(admin, explicit.id, { email: " Chef@Trucks.TEST " }));
    expect(first.result.status).toBe(201);
    expect(first.result.body.data).toMatchObject({
      member_id: explicit.id,
      email: "chef@trucks.test",
    });
    expect(first.mails.map((m) => m.to)).toEqual(["chef@trucks.test"]);
    const again = await mailsOf(() => invite(admin, explicit.id, { email: "chef@trucks.test" }));
    expect(again.result.status).toBe(201);
    expect(again.result.body.data).toEqual(first.result.body.data);
    // The new link ends the first one.
    const stale = await call(app, "POST", API_PATHS.changePassword, {
      body: {
        ...passwordLink(first.mails[0].text),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(stale.status).toBe(422);
    const userId = first.result.body.data.user_id as number;
    expect(await listingsOf(userId)).toEqual([{ member: explicit.id, domain: LOCAL }]);
    expect(await userByEmail(contactOf(explicit))).toBeUndefined();
  });

  it("invites an account of another site: nothing binds until its owner follows the mailed link", async () => {
    const owner = await userByEmail(existingAccount);
    const { result, mails } = await mailsOf(() =>
      invite(admin, existing.id, { email: existingAccount }),
    );
    expect(result.status).toBe(201);
    // A placeholder id (decision 021), never the account's.
    expect(result.body.data.user_id).not.toBe(owner.id);
    expect(result.body.data).toMatchObject({ member_id: existing.id, email: existingAccount });
    expect(mails.map((m) => m.to)).toEqual([existingAccount]);
    expect(mails[0].text).not.toContain("/change-password");
    expect(await rolesOf(owner.id)).toEqual([{ domain: CATERING, role: 3 }]);
    expect(await listingsOf(owner.id)).toEqual([]);

    const link = (mails[0].text.match(/https?:\/\/\S+/g) ?? [])
      .map((l) => new URL(l))
      .find((u) => u.pathname === "/accept-invitation");
    const accepted = await call(app, "POST", "/api/account/accept-invitation", {
      body: { token: link?.searchParams.get("token") },
    });
    expect(accepted.status).toBe(200);
    expect(await rolesOf(owner.id)).toEqual([
      { domain: LOCAL, role: 4 },
      { domain: CATERING, role: 3 },
    ]);
    expect(await listingsOf(owner.id)).toEqual([{ member: existing.id, domain: LOCAL }]);
    // Its password is unchanged: it signs in as before, and here as the listing's vendor.
    const { access_token } = await login(app, existingAccount, { password: DEMO_PASSWORD });
    const account = await call(app, "GET", "/api/account", { token: access_token });
    expect(account.body.data).toMatchObject({ role: { id: 4 }, member_ids: [existing.id] });
  });

  it("refuses a listing without a contact address when no address is given (422 on email)", async () => {
    const { result, mails } = await mailsOf(() => invite(admin, noContact.id));
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      email: ["This listing has no contact address; enter one."],
    });
    expect(mails).toEqual([]);
  });

  it("refuses an address of the site's team (422 on email), binding nothing", async () => {
    const team = "This address belongs to a team member of this site.";
    for (const email of [undefined, EDITOR]) {
      const res = await invite(admin, teamAddress.id, email ? { email } : {});
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: [team] });
    }
    const editorRow = await userByEmail(EDITOR);
    expect(await listingsOf(editorRow.id)).toEqual([]);
    expect((await rolesOf(editorRow.id)).find((r) => r.domain === LOCAL)?.role).toBe(3);
  });

  it("answers 404 for another domain's post, a page or an unknown id", async () => {
    const [page] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.domain_id, LOCAL), eq(posts.post_type_id, POST_TYPES.page)))
      .limit(1);
    for (const id of [foreign.id, page.id, 99_999_999]) {
      const res = await invite(admin, id, { email: "nobody@trucks.test" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // Another domain's admin reaches its own post.
    const catAdmin = await adminTokenOn(app, CATERING);
    expect((await invite(catAdmin, foreign.id)).status).toBe(201);
    expect(await userByEmail("nobody@trucks.test")).toBeUndefined();
  });

  it("is for site admins: an editor gets 403 and nothing is sent", async () => {
    const { result, mails } = await mailsOf(() =>
      invite(editor, invited.id, { email: "editor-tries@trucks.test" }),
    );
    expect(result.status).toBe(403);
    expect(mails).toEqual([]);
    expect(await userByEmail("editor-tries@trucks.test")).toBeUndefined();
  });
});

describe("POST /api/member-claims", () => {
  it("mails a 6-digit code to the listing's contact address and answers 202 without naming it", async () => {
    const { result, mails } = await mailsOf(() => requestClaim(claimed.id));
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ data: { message: CLAIM_SENT_MESSAGE } });
    expect(JSON.stringify(result.body)).not.toContain(contactOf(claimed));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: contactOf(claimed),
      subject: `Your code to claim ${claimed.title}`,
    });
    expect(mails[0].text).toMatch(/^\d{6}$/m);
    expect(mails[0].text).toContain("30 minutes");
    // Stored hashed, never as the code.
    const [row] = await db
      .select()
      .from(memberClaims)
      .where(eq(memberClaims.member_id, claimed.id));
    const code = /^\d{6}$/m.exec(mails[0].text)?.[0] as string;
    expect(row.code_hash).not.toContain(code);
    expect(row.email).toBe(contactOf(claimed));
  });

  it("refuses a listing without a contact address (422 on member_id)", async () => {
    const { result, mails } = await mailsOf(() => requestClaim(noContact.id));
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      member_id: [
        "This listing has no contact address, so it cannot be claimed online. Ask the association.",
      ],
    });
    expect(mails).toEqual([]);
  });

  it("answers 404 for an unknown listing, a draft, or another domain's listing", async () => {
    for (const id of [99_999_998, drafted.id, foreign.id]) {
      const { result, mails } = await mailsOf(() => requestClaim(id));
      expect(result.status).toBe(404);
      expect(mails).toEqual([]);
    }
  });

  it(`allows ${CLAIM_LIMIT.max} codes per address, then 429 with Retry-After; other addresses still get codes for the listing`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CLAIM_LIMIT.max; i += 1) {
      expect((await requestClaim(throttled.id, ip)).status).toBe(202);
    }
    const { result, mails } = await mailsOf(() => requestClaim(throttled.id, ip));
    expect(result.status).toBe(429);
    expect(Number(result.headers["retry-after"])).toBeGreaterThan(0);
    expect(mails).toEqual([]);
    // The listing has no quota of asked codes a stranger could use up (issue 37 point 8).
    expect((await requestClaim(throttled.id, freshIp())).status).toBe(202);

    const other = freshIp();
    for (let i = 0; i < CLAIM_LIMIT.max; i += 1) {
      expect((await requestClaim(99_999_990 + i, other)).status).toBe(404);
    }
    const blocked = await requestClaim(claimed.id, other);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/member-claims/verify", () => {
  it("answers a set-password link for the new vendor account; the vendor signs in with role 4 on the listing", async () => {
    const code = await codeFor(claimed);
    const res = await verifyClaim(claimed.id, code);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const link = passwordLink(res.body.data.url);
    expect(link.email).toBe(contactOf(claimed));
    const account = await setPasswordAndSignIn(link);
    expect(account).toMatchObject({ role: { id: 4 }, member_ids: [claimed.id] });
  });

  it(`refuses a wrong code (422 on code); after ${CLAIM_CODE_MAX_ATTEMPTS} tries from an address, 429 there`, async () => {
    const code = await codeFor(guessed);
    for (let i = 0; i < CLAIM_CODE_MAX_ATTEMPTS; i += 1) {
      const res = await verifyClaim(guessed.id, wrongCode(code));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: ["This code is not right or has expired."] });
    }
    const late = await verifyClaim(guessed.id, code);
    expect(late.status).toBe(429);
    expect(Number(late.headers["retry-after"])).toBeGreaterThan(0);
    // From another address the code is not right: it works only where it was asked for.
    const elsewhere = await verifyClaim(guessed.id, code, freshIp());
    expect(elsewhere.status).toBe(422);
    expect(await userByEmail(contactOf(guessed))).toBeUndefined();
  });

  it("accepts a code once; codes do not end each other, a verified one ends the rest", async () => {
    const first = await codeFor(twice);
    const second = await codeFor(twice);
    const ok = await verifyClaim(twice.id, second);
    expect(ok.status).toBe(200);
    const again = await verifyClaim(twice.id, second);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ["This code is not right or has expired."] });
    if (first !== second) expect((await verifyClaim(twice.id, first)).status).toBe(422);
  });

  it("refuses an expired code", async () => {
    const code = await codeFor(expired);
    await db
      .update(memberClaims)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(memberClaims.member_id, expired.id));
    const res = await verifyClaim(expired.id, code);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ["This code is not right or has expired."] });
  });

  it("answers 404 for an unknown or draft listing", async () => {
    expect((await verifyClaim(99_999_997, "123456")).status).toBe(404);
    expect((await verifyClaim(drafted.id, "123456")).status).toBe(404);
  });

  it("answers the same for an address with an account as for a new one, and binds that account", async () => {
    const fresh = await verifyClaim(sameNew.id, await codeFor(sameNew));
    const known = await verifyClaim(sameExisting.id, await codeFor(sameExisting));
    expect(known.status).toBe(fresh.status);
    expect(known.status).toBe(200);
    expect(Object.keys(known.body)).toEqual(Object.keys(fresh.body));
    expect(Object.keys(known.body.data)).toEqual(Object.keys(fresh.body.data));
    const owner = await userByEmail("claimer-elsewhere@example.com");
    expect(await rolesOf(owner.id)).toEqual([
      { domain: LOCAL, role: 4 },
      { domain: CATERING, role: 3 },
    ]);
    expect(await listingsOf(owner.id)).toEqual([{ member: sameExisting.id, domain: LOCAL }]);
    const account = await setPasswordAndSignIn(passwordLink(known.body.data.url));
    expect(account).toMatchObject({ role: { id: 4 }, member_ids: [sameExisting.id] });
  });

  it("throttles tries per listing and address, and per address: 429 with Retry-After", async () => {
    const ip = freshIp();
    const tryOn = (memberId: number) => verifyClaim(memberId, "000000", ip);
    for (let i = 0; i < CLAIM_CODE_MAX_ATTEMPTS; i += 1) {
      expect((await tryOn(noContact.id)).status).toBe(422);
    }
    const listingBlocked = await tryOn(noContact.id);
    expect(listingBlocked.status).toBe(429);
    expect(Number(listingBlocked.headers["retry-after"])).toBeGreaterThan(0);
    // The address's own limit: every try counts, on any listing.
    let tries = CLAIM_CODE_MAX_ATTEMPTS + 1;
    let status = 0;
    for (const listing of [invited, explicit, existing, teamAddress]) {
      for (let i = 0; i < CLAIM_CODE_MAX_ATTEMPTS && status !== 429; i += 1) {
        tries += 1;
        status = (await tryOn(listing.id)).status;
        if (status !== 429) expect(status).toBe(422);
      }
    }
    expect(status).toBe(429);
    expect(tries).toBe(CLAIM_LIMIT.max * CLAIM_CODE_MAX_ATTEMPTS + 1);
  });
});
