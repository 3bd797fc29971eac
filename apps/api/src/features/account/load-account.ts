import { type Account, ROLE_NAMES, ROLES, type RoleId } from "@fooddir/contract";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailChanges, userDomains, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { listDomainsOfUser } from "./list-domains-of-user.ts";

export async function loadAccount(
  db: Db,
  userId: number,
  activeDomainId: number,
): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const roleId = await roleOnDomain(db, user, activeDomainId);
  const [pending] = await db
    .select({ email: emailChanges.new_email })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.user_id, user.id),
        isNull(emailChanges.confirmed_at),
        isNull(emailChanges.reverted_at),
        isNull(emailChanges.cancelled_at),
        gt(emailChanges.expires_at, new Date()),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: { id: roleId, name: ROLE_NAMES[roleId] },
    domains: await listDomainsOfUser(db, user.id, user.role_id),
    active_domain_id: activeDomainId,
    two_factor_enabled: user.two_factor_enabled,
    ...(pending ? { pending_email: pending.email } : {}),
  };
}

/**
 * The role a user acts with on a domain (contract.md "Account"): role 1 is global; anyone else
 * holds the role of its membership there (request-context.ts authenticates the same way).
 */
async function roleOnDomain(
  db: Db,
  user: { id: number; role_id: number },
  domainId: number,
): Promise<RoleId> {
  if (user.role_id === ROLES.superAdmin) return ROLES.superAdmin;
  const [membership] = await db
    .select({ roleId: userDomains.role_id })
    .from(userDomains)
    .where(and(eq(userDomains.user_id, user.id), eq(userDomains.domain_id, domainId)))
    .limit(1);
  return membership?.roleId === ROLES.siteAdmin ? ROLES.siteAdmin : ROLES.editor;
}
