import { PASSWORD_RESET_TTL_MINUTES } from "@fooddir/contract";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberClaims } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { createPasswordLink } from "../account/password-link.ts";
import { bindMember } from "./bind-member.ts";
import { hashClaimCode } from "./claim-code.ts";
import { claimedListings, LISTING_HAS_OWNER } from "./claimed-listings.ts";
import { findListing } from "./find-listing.ts";
import { findOrCreateVendorAccount } from "./vendor-account.ts";

export const CLAIM_CODE_INVALID = "This code is not right or has expired.";

export type VerifyClaimDeps = {
  secret: string;
  now: () => Date;
  /** The site of the host: the set-password page's origin, and the domain its link works on. */
  site: { origin: string; id: number };
};

/**
 * POST /api/member-claims/verify (public, decision 027): the code is looked up among the
 * listing's live codes (unused, unexpired) asked for from this address (`requester`: the hash
 * binds it, claim-code.ts), so guesses from another address can neither hit the owner's code nor
 * use up its tries; a wrong code, or none left, is 422 on `code`. Tries count before the code is
 * compared, per address and per listing and address (CLAIM_CODE_MAX_ATTEMPTS: the tries of that
 * address's codes; the route's claim-throttle.ts). The right one is spent
 * (the listing's other live codes end with it), the account of the address it was mailed to is
 * found or made and bound to the listing (bindMember), and the answer is a fresh single-use link
 * to the set-password page for that account: the same shape whether the account existed or not.
 * The listing must still be a published member post of the host's domain (else 404) that no
 * vendor holds (else 422 on `member_id`).
 */
export async function verifyMemberClaim(
  db: Db,
  tenant: Tenant,
  input: { member_id: number; code: string; requester: string },
  deps: VerifyClaimDeps,
): Promise<{ url: string }> {
  const listing = await findListing(db, tenant, input.member_id, { published: true });
  const now = deps.now();
  const hash = hashClaimCode(
    deps.secret,
    { memberId: listing.id, requester: input.requester },
    input.code,
  );
  return db.transaction(async (tx) => {
    // Spent in one step with the checks, so two tries of the right code bind once.
    const [claim] = await tx
      .update(memberClaims)
      .set({ used_at: now })
      .where(
        and(
          eq(memberClaims.domain_id, tenant.id),
          eq(memberClaims.member_id, listing.id),
          eq(memberClaims.code_hash, hash),
          isNull(memberClaims.used_at),
          gt(memberClaims.expires_at, now),
        ),
      )
      .returning({ id: memberClaims.id, email: memberClaims.email });
    if (!claim) throw fieldError("code", CLAIM_CODE_INVALID);
    // Held by a vendor since the code was mailed: the code makes nobody else its vendor (the
    // throw rolls the spending back).
    if ((await claimedListings(tx as unknown as Db, tenant, [listing.id])).has(listing.id)) {
      throw fieldError("member_id", LISTING_HAS_OWNER);
    }
    // The listing is claimed: its other live codes end (expired, not verified).
    await tx
      .update(memberClaims)
      .set({ expires_at: now })
      .where(
        and(
          eq(memberClaims.member_id, listing.id),
          ne(memberClaims.id, claim.id),
          isNull(memberClaims.used_at),
          gt(memberClaims.expires_at, now),
        ),
      );
    const account = await findOrCreateVendorAccount(
      tx as unknown as Db,
      claim.email,
      listing.title,
    );
    await bindMember(tx as unknown as Db, {
      userId: account.id,
      memberId: listing.id,
      domainId: tenant.id,
    });
    const url = await createPasswordLink(
      tx as unknown as Db,
      account,
      { origin: deps.site.origin, domainId: deps.site.id },
      { kind: "invite", ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000 },
    );
    return { url };
  });
}
