import { ROLES } from "@fooddir/contract";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers, users } from "../../db/schema.ts";
import { fieldError, notFound } from "../../http/errors.ts";

export const TEAM_MEMBER_ADDRESS = "This address belongs to a team member of this site.";

/**
 * Makes the user a vendor of the listing (decision 027): role 4 "Member" on the domain and the
 * user_members row of the listing. A user who is on the site's team already (role 2 or 3 there,
 * or a super admin, who belongs to every site) is not made a vendor: 422 on `email`. Binding
 * twice changes nothing. The user's global role stays the highest of its memberships. Call
 * inside the write's transaction.
 */
export async function bindMember(
  db: Db,
  input: { userId: number; memberId: number; domainId: number },
): Promise<void> {
  const { userId, memberId, domainId } = input;
  const [user] = await db
    .select({ roleId: users.role_id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  if (user.roleId === ROLES.superAdmin) throw fieldError("email", TEAM_MEMBER_ADDRESS);
  const [membership] = await db
    .select({ roleId: userDomains.role_id })
    .from(userDomains)
    .where(and(eq(userDomains.user_id, userId), eq(userDomains.domain_id, domainId)))
    .limit(1);
  if (membership && membership.roleId !== ROLES.member) {
    throw fieldError("email", TEAM_MEMBER_ADDRESS);
  }
  if (!membership) {
    await db
      .insert(userDomains)
      .values({ user_id: userId, domain_id: domainId, role_id: ROLES.member })
      .onConflictDoNothing();
  }
  await db
    .insert(userMembers)
    .values({ user_id: userId, member_id: memberId, domain_id: domainId })
    .onConflictDoNothing();
  const roles = await db
    .select({ roleId: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId));
  const highest = Math.min(...roles.map((r) => r.roleId));
  await db
    .update(users)
    .set({ role_id: highest, updated_at: new Date() })
    .where(and(eq(users.id, userId), ne(users.role_id, highest)));
}
