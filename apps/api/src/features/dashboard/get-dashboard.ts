import type { Dashboard } from "@fooddir/contract";
import { and, count, desc, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqs, media, posts, submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { countNotifications } from "../notifications/count-notifications.ts";
import { submissionColumns, toSubmission } from "../submissions/submission-rows.ts";

const RECENT = 5;

/**
 * Counts per section, what the staff may act on (countNotifications), the latest submissions
 * and the latest edited posts of the domain.
 */
export async function getDashboard(db: Db, tenant: Tenant): Promise<Dashboard> {
  const livePosts = and(tenantWhere(tenant, posts.domain_id), isNull(posts.deleted_at));
  const [
    perType,
    [mediaCount],
    [faqCount],
    [submissionCount],
    recentSubmissions,
    recentEdits,
    notifications,
  ] = await Promise.all([
    db
      .select({ type: posts.post_type_id, total: count() })
      .from(posts)
      .where(livePosts)
      .groupBy(posts.post_type_id),
    db.select({ total: count() }).from(media).where(tenantWhere(tenant, media.domain_id)),
    db.select({ total: count() }).from(faqs).where(tenantWhere(tenant, faqs.domain_id)),
    db
      .select({ total: count() })
      .from(submissions)
      .where(tenantWhere(tenant, submissions.domain_id)),
    db
      .select(submissionColumns)
      .from(submissions)
      .where(tenantWhere(tenant, submissions.domain_id))
      .orderBy(desc(submissions.created_at), desc(submissions.id))
      .limit(RECENT),
    db
      .select({
        id: posts.id,
        post_type_id: posts.post_type_id,
        post_status_id: posts.post_status_id,
        title: posts.title,
        updated_at: posts.updated_at,
      })
      .from(posts)
      .where(livePosts)
      .orderBy(desc(posts.updated_at), desc(posts.id))
      .limit(RECENT),
    countNotifications(db, tenant),
  ]);
  return {
    counts: {
      posts: Object.fromEntries(perType.map((r) => [String(r.type), r.total])),
      media: mediaCount.total,
      faqs: faqCount.total,
      submissions: submissionCount.total,
    },
    notifications,
    recent_submissions: recentSubmissions.map(toSubmission),
    recent_edits: recentEdits.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() })),
  };
}
