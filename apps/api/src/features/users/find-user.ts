import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { toUserItem } from "./serialize.ts";
import { type Caller, findVisibleUser, managedDomainIds } from "./user-scope.ts";

/** One user the caller may manage, or 404; a site admin sees its own domains' memberships only. */
export async function findUser(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const user = await findVisibleUser(db, tenant, caller, id);
  const managed = await managedDomainIds(db, caller);
  return toUserItem(db, user, { managed, activeDomainId: tenant.id });
}
