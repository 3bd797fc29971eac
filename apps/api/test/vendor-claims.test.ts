import { CLAIM_CODE_MAX_ATTEMPTS, CLAIM_LIMIT, CLAIM_SENT_MESSAGE } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberClaims } from "../src/db/schema.ts";
import { freshIp } from "./helpers.ts";
import {
  CATERING,
  contactOf,
  createVendorInvitationsTestApp,
  LOCAL,
  passwordLink,
  wrongCode,
} from "./vendor-invitations-fixtures.ts";

// Decision 027 (see vendor-invitations-fixtures.ts): the vendor claims its listing with a code
// mailed to the contact address (POST /api/member-claims, then /verify).
const ctx = await createVendorInvitationsTestApp();
const { db, foreign, invited, explicit, noContact, existing, teamAddress, claimed, drafted } = ctx;
const { guessed, twice, expired, throttled, sameNew, sameExisting, mailsOf } = ctx;
const { setPasswordAndSignIn, requestClaim, verifyClaim, codeFor, listingsOf } = ctx;
const { rolesOf, userByEmail } = ctx;

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
