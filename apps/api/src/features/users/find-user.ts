import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { toUserItem } from "./serialize.ts";
import { assignableDomainIds, type Caller, findVisibleUser } from "./user-scope.ts";

/** One user the caller may manage, or 404. */
export async function findUser(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const user = await findVisibleUser(db, tenant, caller, id);
  return toUserItem(db, user, await assignableDomainIds(db, caller));
}
