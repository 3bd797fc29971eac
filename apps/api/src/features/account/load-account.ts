import {
  type Account,
  type DomainRole,
  NOTIFY_PREFERENCES,
  type NotifyPreference,
  ROLES,
  type RoleId,
} from "@fooddir/contract";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailChanges, userDomains, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { personOf } from "../users/serialize.ts";
import { pendingEmailChangesOf } from "./email-change-link.ts";
import { listDomainsOfUser } from "./list-domains-of-user.ts";

/**
 * The signed-in user's account on its active domain; `memberIds` are role 4's listings there
 * (the request context's `auth.memberIds`), shown as `member_ids` when that role is 4.
 */
export async function loadAccount(
  db: Db,
  userId: number,
  activeDomainId: number,
  memberIds: readonly number[] = [],
): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const domainRoles = await domainRolesOf(db, user);
  const roleId = roleOnDomain(domainRoles, activeDomainId);
  const [pending] = await db
    .select({ email: emailChanges.new_email })
    .from(emailChanges)
    .where(and(pendingEmailChangesOf(user.id), gt(emailChanges.expires_at, new Date())))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return {
    ...personOf(user, roleId),
    domains: await listDomainsOfUser(db, user.id, user.role_id),
    active_domain_id: activeDomainId,
    ...(domainRoles ? { domain_roles: domainRoles } : {}),
    two_factor_enabled: user.two_factor_enabled,
    notify: isNotifyPreference(user.notify) ? user.notify : "immediately",
    ...(roleId === ROLES.member ? { member_ids: [...memberIds] } : {}),
    ...(pending ? { pending_email: pending.email } : {}),
  };
}

/** The user's role per domain; null for a super admin (role 1 is global). */
async function domainRolesOf(
  db: Db,
  user: { id: number; role_id: number },
): Promise<DomainRole[] | null> {
  if (user.role_id === ROLES.superAdmin) return null;
  const rows = await db
    .select({ domain_id: userDomains.domain_id, role_id: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, user.id))
    .orderBy(asc(userDomains.domain_id));
  return rows.map((r) => ({
    domain_id: r.domain_id,
    role_id: r.role_id === ROLES.siteAdmin || r.role_id === ROLES.member ? r.role_id : ROLES.editor,
  }));
}

/**
 * The role a user acts with on a domain (contract.md "Account"): role 1 is global; anyone else
 * holds the role of its membership there (request-context.ts authenticates the same way).
 */
function roleOnDomain(domainRoles: DomainRole[] | null, domainId: number): RoleId {
  if (domainRoles === null) return ROLES.superAdmin;
  return domainRoles.find((r) => r.domain_id === domainId)?.role_id ?? ROLES.editor;
}

function isNotifyPreference(value: string): value is NotifyPreference {
  return (NOTIFY_PREFERENCES as readonly string[]).includes(value);
}
