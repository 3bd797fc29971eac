import { CLAIM_CODE_TTL_MINUTES, CLAIM_LIMIT, CLAIM_SENT_MESSAGE } from "@fooddir/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberClaims } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError, tooManyRequests } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashClaimCode, newClaimCode } from "./claim-code.ts";
import { claimedListings, LISTING_HAS_OWNER } from "./claimed-listings.ts";
import { findListing } from "./find-listing.ts";

export const NO_CONTACT_TO_CLAIM =
  "This listing has no contact address, so it cannot be claimed online. Ask the association.";

export type ClaimDeps = {
  mailer: Mailer;
  /** APP_SECRET: the key of the codes' hashes. */
  secret: string;
  now: () => Date;
  /** The name of the site, for the mail. */
  siteName: string;
};

/**
 * POST /api/member-claims (public, decision 027): mails a 6-digit code to the contact address of
 * the listing `member_id`, a published member post of the host's domain (else 404; held by a
 * vendor already or no contact address: 422 on `member_id`). The code is stored hashed, bound to the address that asked
 * (`requester`, claim-code.ts), works once, for CLAIM_CODE_TTL_MINUTES, from that address only;
 * codes never end each other (a stranger's request cannot end the owner's code), a verified one
 * ends the rest. The listing's own limit counts verified claims only (CLAIM_LIMIT.max in its
 * window, then 429), which nobody without the mailed code can use up (issue 37 point 8). The
 * answer is the same whoever the address belongs to: nothing here looks at accounts. The mail
 * goes through the job queue, once. (Throttling per address is the route's: claim-throttle.ts.)
 */
export async function requestMemberClaim(
  db: Db,
  tenant: Tenant,
  input: { member_id: number; requester: string },
  deps: ClaimDeps,
): Promise<{ message: string }> {
  const listing = await findListing(db, tenant, input.member_id, { published: true });
  if ((await claimedListings(db, tenant, [listing.id])).has(listing.id)) {
    throw fieldError("member_id", LISTING_HAS_OWNER);
  }
  if (!listing.contactEmail) throw fieldError("member_id", NO_CONTACT_TO_CLAIM);
  const email = listing.contactEmail;
  const now = deps.now();
  await assertVerifiedClaimsBelowLimit(db, listing.id, now);
  const code = newClaimCode();
  const [claim] = await db
    .insert(memberClaims)
    .values({
      domain_id: tenant.id,
      member_id: listing.id,
      email,
      code_hash: hashClaimCode(
        deps.secret,
        { memberId: listing.id, requester: input.requester },
        code,
      ),
      expires_at: new Date(now.getTime() + CLAIM_CODE_TTL_MINUTES * 60_000),
      created_at: now,
    })
    .returning({ id: memberClaims.id });
  await deps.mailer.send({
    to: email,
    subject: `Your code to claim ${listing.title}`,
    text: [
      "Hello,",
      "",
      `Someone asked to keep the listing "${listing.title}" on ${deps.siteName} up to date, and this is its contact address. Enter this code on the claim page, from the same connection (device and network) it was asked from:`,
      "",
      code,
      "",
      `The code works once, for ${CLAIM_CODE_TTL_MINUTES} minutes. Never share it: whoever enters it can set the password of this address's account.`,
      "If you did not ask for it, ignore this message: nothing changes.",
    ].join("\n"),
    key: `member-claim:${claim.id}`,
  });
  return { message: CLAIM_SENT_MESSAGE };
}

/**
 * 429 (Retry-After: until the oldest counted one leaves the window) once the listing was claimed
 * CLAIM_LIMIT.max times in CLAIM_LIMIT's window: claims verified (`used_at`), the only per-listing
 * count, since only the holder of the contact address can add to it.
 */
async function assertVerifiedClaimsBelowLimit(db: Db, memberId: number, now: Date) {
  const since = new Date(now.getTime() - CLAIM_LIMIT.windowMs);
  const verified = await db
    .select({ at: memberClaims.used_at })
    .from(memberClaims)
    .where(and(eq(memberClaims.member_id, memberId), gt(memberClaims.used_at, since)))
    .orderBy(asc(memberClaims.used_at))
    .limit(CLAIM_LIMIT.max);
  if (verified.length < CLAIM_LIMIT.max) return;
  const oldest = (verified[0].at as Date).getTime();
  const wait = Math.ceil((oldest + CLAIM_LIMIT.windowMs - now.getTime()) / 1000);
  throw tooManyRequests(Math.max(1, wait));
}
