import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { updateDomainSeo } from "../domains/update-domain-seo.ts";
import { patchPost } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";

export type SeoUpdate = {
  id: number;
  title?: string;
  description?: string;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
};

/**
 * All or nothing: one id outside the request's domain rolls every change back with a 404. The
 * domain's own SEO, when given, is saved in the same transaction, and so is a revision of each
 * post that changed (authored by `userId`, the caller).
 */
export async function updatePostSeo(
  db: Db,
  tenant: Tenant,
  items: SeoUpdate[],
  domainSeo?: { title: string; description: string },
  userId: number | null = null,
) {
  await db.transaction(async (tx) => {
    if (domainSeo) await updateDomainSeo(tx, tenant, domainSeo);
    for (const item of items) {
      await patchPost(tx, tenant, item.id, {
        no_index: item.no_index,
        no_follow: item.no_follow,
        show_in_sitemap: item.show_in_sitemap,
        ...(item.title !== undefined ? { title: item.title } : {}),
        ...(item.description !== undefined ? { description: item.description } : {}),
      });
      await recordRevision(tx, tenant, { postId: item.id, userId, kind: "seo" });
    }
  });
}
