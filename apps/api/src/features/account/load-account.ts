import { type Account, ROLE_NAMES, type RoleId } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { listDomainsOfUser } from "./list-domains-of-user.ts";

export async function loadAccount(
  db: Db,
  userId: number,
  activeDomainId: number,
): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const roleId = user.role_id as RoleId;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: { id: roleId, name: ROLE_NAMES[roleId] },
    domains: await listDomainsOfUser(db, user.id, roleId),
    active_domain_id: activeDomainId,
    two_factor_enabled: user.two_factor_enabled,
  };
}
