import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { findVisibleInvitation, toInvitationItems } from "./invitations.ts";
import { toUserItem } from "./serialize.ts";
import { type Caller, findVisibleUser, managedDomainIds } from "./user-scope.ts";

/**
 * One user the caller may manage (or a pending invitation it sees under that id), or 404; a site
 * admin sees its own domains' memberships only.
 */
export async function findUser(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const managed = await managedDomainIds(db, caller);
  const view = { managed, activeDomainId: tenant.id };
  const invitation = await findVisibleInvitation(db, tenant, caller, id);
  if (invitation) return (await toInvitationItems(db, [invitation], view))[0];
  return toUserItem(db, await findVisibleUser(db, tenant, caller, id), view);
}
