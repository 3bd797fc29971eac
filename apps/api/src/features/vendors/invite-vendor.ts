import { ROLES, type VendorInvitationResult } from "@fooddir/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipInvitations, userDomains, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { InviteDeps } from "../users/invitations.ts";
import { inviteToDomain } from "../users/invite-to-domain.ts";
import { sendInvite } from "../users/send-invite.ts";
import { userIdWithEmail } from "../users/user-rules.ts";
import { bindMember, TEAM_MEMBER_ADDRESS } from "./bind-member.ts";
import { findListing, type Listing } from "./find-listing.ts";
import { vendorNames } from "./vendor-account.ts";

export const NO_CONTACT_TO_INVITE = "This listing has no contact address; enter one.";

/**
 * POST /api/posts/{id}/vendor-invitation (roles 1-2, decisions 027, 029): invites the address
 * (`email`, else the listing's catering contact; none -> 422 on `email`) to keep the member post
 * `postId` of the domain (any status; another domain's post or another kind of post -> 404) as
 * a vendor (role 4). Through inviteToDomain, as POST /api/users: a new address gets an account
 * named after the listing and the single-use set-password link (INVITE_TTL_DAYS); the address of
 * an account that is not on this site (another site's user, a super admin) gets a pending
 * invitation under a placeholder id that binds the role and the listing only when its owner
 * follows the mailed link: the answer has the same status and shape, and nothing of the account
 * shows (issue 37 point 2). What the site admin sees already is told: an address of the site's
 * team (role 2 or 3 here, or invited as such) is 422 on `email`; a vendor of this site is bound
 * to the listing at once and mailed (its set-password link while it has no password, else where
 * to sign in). Inviting again mails again under the same id.
 */
export async function inviteVendor(
  db: Db,
  tenant: Tenant,
  invitedBy: number,
  postId: number,
  input: { email?: string },
  deps: InviteDeps,
): Promise<VendorInvitationResult> {
  const listing = await findListing(db, tenant, postId, { published: false });
  const email = input.email ?? listing.contactEmail;
  if (!email) throw fieldError("email", NO_CONTACT_TO_INVITE);
  const ownerId = await userIdWithEmail(db, email);
  // Looked up for a new address too (no user has id 0), so both do the same work.
  const here = await roleHere(db, tenant, ownerId ?? 0);
  if (here?.role === ROLES.siteAdmin || here?.role === ROLES.editor) {
    throw fieldError("email", TEAM_MEMBER_ADDRESS);
  }
  if (ownerId !== null && here?.role === ROLES.member && !here.invited) {
    await bindSiteVendor(db, tenant, ownerId, listing, deps);
    return { user_id: ownerId, member_id: listing.id, email };
  }
  const invited = await inviteToDomain(db, deps, {
    email,
    ...vendorNames(listing.title),
    memberships: [{ domain_id: tenant.id, role_id: ROLES.member, member_ids: [listing.id] }],
    roleId: ROLES.member,
    invitedBy,
    ownerId,
  });
  return { user_id: invited.id, member_id: listing.id, email };
}

/**
 * The account's role on the tenant as its site admin sees it: its membership there (a super
 * admin's rows say nothing: it is treated as any account of another site), else the role a
 * pending invitation to this site gives it (`invited`); null when none.
 */
async function roleHere(
  db: Db,
  tenant: Tenant,
  userId: number,
): Promise<{ role: number; invited: boolean } | null> {
  const [member] = await db
    .select({ role: userDomains.role_id, global: users.role_id })
    .from(userDomains)
    .innerJoin(users, eq(users.id, userDomains.user_id))
    .where(and(eq(userDomains.user_id, userId), eq(userDomains.domain_id, tenant.id)))
    .limit(1);
  if (member && member.global !== ROLES.superAdmin) return { role: member.role, invited: false };
  const [invited] = await db
    .select({ roles: membershipInvitations.domain_roles })
    .from(membershipInvitations)
    .where(
      and(
        eq(membershipInvitations.user_id, userId),
        sql`${membershipInvitations.domain_roles} @> ${JSON.stringify([{ domain_id: tenant.id }])}::jsonb`,
      ),
    )
    .limit(1);
  const role = invited?.roles.find((m) => m.domain_id === tenant.id)?.role_id;
  return role === undefined ? null : { role, invited: true };
}

/** A vendor of this site gets the listing at once (as PUT /api/users/{id} member_ids would). */
async function bindSiteVendor(
  db: Db,
  tenant: Tenant,
  userId: number,
  listing: Listing,
  deps: InviteDeps,
) {
  const { mailer, site } = deps;
  await bindMember(db, { userId, memberId: listing.id, domainId: tenant.id });
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (account.hash === null) {
    await sendInvite(db, deps, account);
    return;
  }
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
