import type { VendorInvitationResult } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { InviteDeps } from "../users/invitations.ts";
import { sendInvite } from "../users/send-invite.ts";
import { bindMember } from "./bind-member.ts";
import { findListing } from "./find-listing.ts";
import { findOrCreateVendorAccount } from "./vendor-account.ts";

export const NO_CONTACT_TO_INVITE = "This listing has no contact address; enter one.";

/**
 * POST /api/posts/{id}/vendor-invitation (roles 1-2, decision 027): makes the account of the
 * address (`email`, else the listing's catering contact; none -> 422 on `email`) a vendor of the
 * member post `postId` of the domain (any status; another domain's post or another kind of
 * post -> 404). An address without an account gets a new one named after the listing and the
 * single-use set-password link of invitations (INVITE_TTL_DAYS); an account that has no password
 * yet gets that link too; one that can sign in already is told where (/team-login of the site).
 * An address of the site's team (or a super admin) is 422 on `email`. Inviting again mails again
 * (a new link ends the earlier one) and binds nothing new.
 */
export async function inviteVendor(
  db: Db,
  tenant: Tenant,
  postId: number,
  input: { email?: string },
  deps: InviteDeps,
): Promise<VendorInvitationResult> {
  const listing = await findListing(db, tenant, postId, { published: false });
  const email = input.email ?? listing.contactEmail;
  if (!email) throw fieldError("email", NO_CONTACT_TO_INVITE);
  const account = await db.transaction(async (tx) => {
    const found = await findOrCreateVendorAccount(tx as unknown as Db, email, listing.title);
    await bindMember(tx as unknown as Db, {
      userId: found.id,
      memberId: listing.id,
      domainId: tenant.id,
    });
    return found;
  });
  const { mailer, site } = deps;
  if (!account.hasPassword) {
    await sendInvite(db, mailer, account, site.origin, site.name, site.id);
  } else {
    await mailer.send({
      to: account.email,
      subject: `You can now keep ${listing.title} up to date on ${site.name}`,
      text: [
        `Hello ${account.firstname},`,
        "",
        `A site admin of ${site.name} gave your account (${account.email}) the listing "${listing.title}" to keep up to date: its description, photos, menu, schedule and catering requests.`,
        "Sign in with your usual email and password here:",
        `${site.origin}/team-login`,
        "",
        "If you did not expect this, tell the association; nothing changes on your other sites.",
      ].join("\n"),
    });
  }
  return { user_id: account.id, member_id: listing.id, email: account.email };
}
