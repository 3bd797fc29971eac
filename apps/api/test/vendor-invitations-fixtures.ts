import { API_PATHS, POST_STATUSES, VENDOR_PATHS, vendorInvitationPath } from "@fooddir/contract";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { memberCatering, posts, userDomains, userMembers, users } from "../src/db/schema.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { publishedListings } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, EDITOR, freshIp, login } from "./helpers.ts";

// Decision 027: how a vendor gets its role-4 account. Staff invite the vendor of a listing
// (POST /api/posts/{id}/vendor-invitation), or the vendor claims the listing with a code mailed
// to its contact address (POST /api/member-claims, then /verify). Both end with a set-password
// link; the vendor then signs in with role 4 bound to the listing.

export const LOCAL = 1;
export const CATERING = 2;
export const NOT_FOUND = { message: "Not found." };
export const NEW_PASSWORD = "truck-owner-keeps-it-fresh";

export const contactOf = (member: { id: number }) => `truck-${member.id}@trucks.test`;

/** The set-password link of a mail or answer: its token and address. */
export function passwordLink(text: string) {
  const url = (text.match(/https?:\/\/\S+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => u.pathname === "/change-password");
  if (!url) throw new Error(`no set-password link in: ${text}`);
  return { token: url.searchParams.get("token") ?? "", email: url.searchParams.get("email") ?? "" };
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/**
 * The vendor invitation test files' start: their own app with known catering profiles only, one
 * listing per test, and helpers for invitations, claims, codes and the accounts they make.
 */
/** One listing per test, so the per-listing claim throttle never crosses tests. */
const LISTINGS = [
  "invited",
  "explicit",
  "noContact",
  "existing",
  "teamAddress",
  "claimed",
  "drafted",
  "guessed",
  "twice",
  "expired",
  "throttled",
  "sameNew",
  "sameExisting",
] as const;

export async function createVendorInvitationsTestApp() {
  const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

  const admin = (await login(app)).access_token;
  const editor = (await login(app, EDITOR)).access_token;

  // Known profiles only: the demo's catering contacts are set aside in this file's database.
  await db.delete(memberCatering);
  const membersOf = (domainId: number) => publishedListings(db, domainId);
  const local = await membersOf(LOCAL);
  const [foreign] = await membersOf(CATERING);
  const listing = Object.fromEntries(LISTINGS.map((name, i) => [name, local[i]])) as Record<
    (typeof LISTINGS)[number],
    (typeof local)[number]
  >;
  const { invited, explicit, noContact, existing, teamAddress, claimed, sameExisting } = listing;
  const { drafted, guessed, twice, expired, throttled, sameNew } = listing;
  if (!sameExisting)
    throw new Error(`the demo has ${local.length} members, ${LISTINGS.length} needed`);

  const existingAccount = "vendor-elsewhere@example.com";
  await createUser(db, { email: existingAccount, roleId: 3, domainIds: [CATERING] });
  await createUser(db, {
    email: "claimer-elsewhere@example.com",
    roleId: 3,
    domainIds: [CATERING],
  });
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
  await db.insert(memberCatering).values([
    ...withContact.map((m) => ({ post_id: m.id, domain_id: LOCAL, contact_email: contactOf(m) })),
    { post_id: noContact.id, domain_id: LOCAL, contact_email: "" },
    { post_id: existing.id, domain_id: LOCAL, contact_email: "" },
    { post_id: teamAddress.id, domain_id: LOCAL, contact_email: EDITOR },
    {
      post_id: sameExisting.id,
      domain_id: LOCAL,
      contact_email: "claimer-elsewhere@example.com",
    },
    { post_id: foreign.id, domain_id: CATERING, contact_email: contactOf(foreign) },
  ]);
  await db
    .update(posts)
    .set({ post_status_id: POST_STATUSES.draft })
    .where(eq(posts.id, drafted.id));

  /** The mails `fn` sent. */
  async function mailsOf<T>(fn: () => Promise<T>): Promise<{ result: T; mails: MailMessage[] }> {
    const before = outbox.length;
    const result = await fn();
    return { result, mails: outbox.slice(before) };
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

  return {
    app,
    db,
    outbox,
    admin,
    editor,
    local,
    foreign,
    ...listing,
    existingAccount,
    mailsOf,
    setPasswordAndSignIn,
    invite,
    publicPost,
    claimerOf,
    requestClaim,
    verifyClaim,
    codeFor,
    listingsOf,
    rolesOf,
    userByEmail,
  };
}
