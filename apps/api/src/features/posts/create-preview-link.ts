import type { PreviewLink } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { pendingRevision } from "./pending-revision-rows.ts";
import { signPreviewToken } from "./preview-token.ts";

export const TRASHED_PREVIEW = "Restore the post from the trash to preview it.";

/**
 * A signed link to a post of the domain as its public page would show it, whatever its status
 * (a draft included): `{origin}/preview/{token}` on the post's own site (`origin` is the site's
 * public origin per PUBLIC_URL, never a host of the request), expiring PREVIEW_LINK_TTL_HOURS
 * after `now`. Another domain's post is a 404; a post in the trash has nothing to preview (422).
 * Stores nothing: the signature is the credential. With `revisionId` (a member's change waiting
 * for review, issue 25) the link shows the post as that change would make it, while it waits
 * (another post's revision: 404; one that is not pending: 422 on `revision`).
 */
export async function createPreviewLink(
  db: Db,
  tenant: Tenant,
  input: { id: number; origin: string; secret: string; now: Date; revisionId?: number },
): Promise<PreviewLink> {
  const [row] = await db
    .select({ id: posts.id, deleted_at: posts.deleted_at })
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, input.id)))
    .limit(1);
  if (!row) throw notFound();
  if (row.deleted_at !== null) throw new HttpError(422, TRASHED_PREVIEW);
  const { revisionId } = input;
  if (revisionId !== undefined) await pendingRevision(db, tenant, { postId: row.id, revisionId });
  const { token, exp } = signPreviewToken(
    input.secret,
    {
      post_id: row.id,
      domain_id: tenant.id,
      ...(revisionId !== undefined ? { revision_id: revisionId } : {}),
    },
    input.now,
  );
  return {
    url: `${input.origin}/preview/${token}`,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}
