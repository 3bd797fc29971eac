import { CLAIM_CODE_MAX_ATTEMPTS, PASSWORD_RESET_TTL_MINUTES } from "@fooddir/contract";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberClaims } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { createPasswordLink } from "../account/password-link.ts";
import { bindMember } from "./bind-member.ts";
import { claimCodeMatches } from "./claim-code.ts";
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
 * POST /api/member-claims/verify (public, decision 027): the listing's live code (the newest,
 * unused, unexpired, tried fewer than CLAIM_CODE_MAX_ATTEMPTS times; a new code ends the older
 * ones) is tried: each try counts before the code is compared, so parallel guesses gain
 * nothing, and a wrong code, or none left, is 422 on `code`. The right one is spent, the account
 * of the address it was mailed to is found or made and bound to the listing (bindMember), and
 * the answer is a fresh single-use link to the set-password page for that account: the same
 * shape whether the account existed or not. The listing must still be a published member post
 * of the host's domain (else 404).
 */
export async function verifyMemberClaim(
  db: Db,
  tenant: Tenant,
  input: { member_id: number; code: string },
  deps: VerifyClaimDeps,
): Promise<{ url: string }> {
  const listing = await findListing(db, tenant, input.member_id, { published: true });
  const now = deps.now();
  const [latest] = await db
    .select({ id: memberClaims.id })
    .from(memberClaims)
    .where(
      and(
        eq(memberClaims.domain_id, tenant.id),
        eq(memberClaims.member_id, listing.id),
        isNull(memberClaims.used_at),
      ),
    )
    .orderBy(desc(memberClaims.created_at), desc(memberClaims.id))
    .limit(1);
  if (!latest) throw fieldError("code", CLAIM_CODE_INVALID);
  // The try counts first, in one step with the checks: a dead code takes no more tries.
  const [claim] = await db
    .update(memberClaims)
    .set({ attempts: sql`${memberClaims.attempts} + 1` })
    .where(
      and(
        eq(memberClaims.id, latest.id),
        isNull(memberClaims.used_at),
        gt(memberClaims.expires_at, now),
        lt(memberClaims.attempts, CLAIM_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: memberClaims.id, email: memberClaims.email, hash: memberClaims.code_hash });
  if (!claim || !claimCodeMatches(deps.secret, listing.id, input.code, claim.hash)) {
    throw fieldError("code", CLAIM_CODE_INVALID);
  }
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(memberClaims)
      .set({ used_at: now })
      .where(and(eq(memberClaims.id, claim.id), isNull(memberClaims.used_at)))
      .returning({ id: memberClaims.id });
    if (spent.length === 0) throw fieldError("code", CLAIM_CODE_INVALID);
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
