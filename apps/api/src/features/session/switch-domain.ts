import { ROLES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, userDomains } from "../../db/schema.ts";
import type { AuthContext } from "../../http/context.ts";
import { forbidden } from "../../http/errors.ts";
import { revokeFamily } from "./revoke-family.ts";
import { startSession } from "./start-session.ts";

/**
 * Moves the caller's session to another domain it belongs to (a super admin to any): the old
 * sign-in family ends and a new one acts on the chosen domain. 403 for any other domain.
 */
export async function switchDomain(
  db: Db,
  appSecret: string,
  caller: AuthContext,
  input: { domain_id: number },
) {
  const domainId = input.domain_id;
  const allowed =
    caller.roleId === ROLES.superAdmin
      ? await db.select({ id: domains.id }).from(domains).where(eq(domains.id, domainId))
      : await db
          .select({ id: userDomains.domain_id })
          .from(userDomains)
          .where(and(eq(userDomains.user_id, caller.userId), eq(userDomains.domain_id, domainId)));
  if (allowed.length === 0) throw forbidden();
  await revokeFamily(db, caller.familyId, "switched domain");
  return startSession(db, appSecret, caller.userId, domainId);
}
