import { CLAIM_CODE_TTL_MINUTES, CLAIM_SENT_MESSAGE } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberClaims } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashClaimCode, newClaimCode } from "./claim-code.ts";
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
 * the listing `member_id`, a published member post of the host's domain (else 404; no contact
 * address: 422 on `member_id`). The code is stored hashed, works once, for
 * CLAIM_CODE_TTL_MINUTES; a new code ends the listing's earlier ones. The answer is the same
 * whoever the address belongs to: nothing here looks at accounts. The mail goes through the job
 * queue, once. (Throttling is the route's: claim-throttle.ts.)
 */
export async function requestMemberClaim(
  db: Db,
  tenant: Tenant,
  input: { member_id: number },
  deps: ClaimDeps,
): Promise<{ message: string }> {
  const listing = await findListing(db, tenant, input.member_id, { published: true });
  if (!listing.contactEmail) throw fieldError("member_id", NO_CONTACT_TO_CLAIM);
  const email = listing.contactEmail;
  const code = newClaimCode();
  const now = deps.now();
  const claim = await db.transaction(async (tx) => {
    await tx
      .update(memberClaims)
      .set({ used_at: now })
      .where(and(eq(memberClaims.member_id, listing.id), isNull(memberClaims.used_at)));
    const [row] = await tx
      .insert(memberClaims)
      .values({
        domain_id: tenant.id,
        member_id: listing.id,
        email,
        code_hash: hashClaimCode(deps.secret, listing.id, code),
        expires_at: new Date(now.getTime() + CLAIM_CODE_TTL_MINUTES * 60_000),
        created_at: now,
      })
      .returning({ id: memberClaims.id });
    return row;
  });
  await deps.mailer.send({
    to: email,
    subject: `Your code to claim ${listing.title}`,
    text: [
      "Hello,",
      "",
      `Someone asked to keep the listing "${listing.title}" on ${deps.siteName} up to date, and this is its contact address. Enter this code on the claim page:`,
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
