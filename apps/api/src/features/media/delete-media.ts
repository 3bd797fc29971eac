import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainErrorPages, domainOptions, media, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import type { Storage } from "../../storage/storage.ts";
import { withoutBodyMedia } from "../posts/body/body-media.ts";
import { findMedia } from "./find-media.ts";
import { removeFiles } from "./image-files.ts";
import { removeImageVariants } from "./image-variants.ts";
import { isUsed, mediaUsage, usageMessage } from "./media-usage.ts";
import { ownMediaWhere } from "./member-media.ts";
import { postsUsingMediaInBody } from "./posts-using-media-in-body.ts";
import type { MediaActor } from "./visible-media.ts";

/**
 * Deletes a media item and its files (the original, its thumbnail and every resized variant the
 * site made of it). Refused with 409 while a post (poster, logo or body) or a
 * setting uses it; `force` first sets those references to null (one transaction).
 * A member (role 4) deletes only media it uploaded (another id is a 404) and never with
 * `force`: that would change live posts past review, so an image in use stays a 409.
 */
export async function deleteMedia(
  db: Db,
  storage: Storage,
  tenant: Tenant,
  input: { id: number; force: boolean },
  actor?: MediaActor,
): Promise<void> {
  const row = await findMedia(db, tenant, input.id, ownMediaWhere(actor));
  const mediaId = row.id;
  const member = actor !== undefined && actor.scope !== null;
  if (input.force && !member) {
    await db.transaction(async (tx) => {
      const ownPosts = tenantWhere(tenant, posts.domain_id);
      await tx
        .update(posts)
        .set({ poster_id: null })
        .where(and(ownPosts, eq(posts.poster_id, mediaId)));
      await tx
        .update(posts)
        .set({ logo_id: null })
        .where(and(ownPosts, eq(posts.logo_id, mediaId)));
      for (const post of await postsUsingMediaInBody(tx as unknown as Db, tenant, mediaId)) {
        await tx
          .update(posts)
          .set({ post_body: withoutBodyMedia(post.post_body, mediaId) })
          .where(and(ownPosts, eq(posts.id, post.id)));
      }
      await tx
        .update(domainOptions)
        .set({ media_id: null })
        .where(
          and(tenantWhere(tenant, domainOptions.domain_id), eq(domainOptions.media_id, mediaId)),
        );
      await tx
        .update(domainErrorPages)
        .set({ truck_image_id: null })
        .where(
          and(
            tenantWhere(tenant, domainErrorPages.domain_id),
            eq(domainErrorPages.truck_image_id, mediaId),
          ),
        );
      await tx
        .delete(media)
        .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, mediaId)));
    });
  } else {
    const usage = await mediaUsage(db, tenant, mediaId);
    if (isUsed(usage)) throw new HttpError(409, usageMessage(usage));
    try {
      await db
        .delete(media)
        .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, mediaId)));
    } catch (error) {
      // A post took the image between the check and the delete (foreign key restrict).
      if (foreignKeyViolation(error)) {
        throw new HttpError(409, usageMessage(await mediaUsage(db, tenant, mediaId)));
      }
      throw error;
    }
  }
  // The original goes first: a variant being made right now (on request or by the upload's
  // job) is stored, then checked against its original; either that check finds the original
  // gone and the maker removes its variant, or the variant was stored before and goes here.
  await removeFiles(storage, tenant.host, [row]);
  await removeImageVariants(storage, tenant.host, row.hashed_name);
}

function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
