import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainErrorPages, domainOptions, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { postsUsingMediaInBody } from "./posts-using-media-in-body.ts";

export type MediaUsage = { posts: number; options: string[] };

/**
 * What of the domain refers to a media item: posts (poster, logo or a block of the body; trashed
 * ones included - they still hold the reference), domain options and the not-found page's truck
 * image.
 */
export async function mediaUsage(db: Db, tenant: Tenant, mediaId: number): Promise<MediaUsage> {
  const [postRows, bodyRows, optionRows, pageRows] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          tenantWhere(tenant, posts.domain_id),
          or(eq(posts.poster_id, mediaId), eq(posts.logo_id, mediaId)),
        ),
      ),
    postsUsingMediaInBody(db, tenant, mediaId),
    db
      .select({ name: domainOptions.name })
      .from(domainOptions)
      .where(
        and(tenantWhere(tenant, domainOptions.domain_id), eq(domainOptions.media_id, mediaId)),
      ),
    db
      .select({ id: domainErrorPages.domain_id })
      .from(domainErrorPages)
      .where(
        and(
          tenantWhere(tenant, domainErrorPages.domain_id),
          eq(domainErrorPages.truck_image_id, mediaId),
        ),
      ),
  ]);
  const options = optionRows.map((r) => r.name).sort();
  if (pageRows.length > 0) options.push("not-found page image");
  const postIds = new Set([...postRows, ...bodyRows].map((r) => r.id));
  return { posts: postIds.size, options };
}

export function isUsed(usage: MediaUsage): boolean {
  return usage.posts > 0 || usage.options.length > 0;
}

/** "This image is used by 2 posts and the site settings (logo)." */
export function usageMessage(usage: MediaUsage): string {
  const parts: string[] = [];
  if (usage.posts > 0) parts.push(`${usage.posts} ${usage.posts === 1 ? "post" : "posts"}`);
  if (usage.options.length > 0) {
    parts.push(
      `the site settings (${usage.options.map((n) => n.replaceAll("_", " ")).join(", ")})`,
    );
  }
  return `This image is used by ${parts.join(" and ")}.`;
}
