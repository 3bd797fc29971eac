import { claimHref } from "../../lib/claim.ts";

/** "Is this your truck? Claim it" under a member's page: the vendor's way to its own account. */
export function ClaimLink({ memberId }: { memberId: number }) {
  return (
    <p className="site-container member-claim">
      Is this your truck? <a href={claimHref(memberId)}>Claim it</a>
    </p>
  );
}
