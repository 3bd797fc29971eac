import type { Submission, SubmissionsQuery } from "@fooddir/contract";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { submissionColumns, submissionsWhere, toSubmission } from "./submission-rows.ts";

/** A page of the tenant's submissions, newest first, with the total of the whole match. */
export async function listSubmissions(
  db: Db,
  tenant: Tenant,
  query: SubmissionsQuery,
): Promise<{ rows: Submission[]; total: number }> {
  const where = submissionsWhere(tenant, query);
  const rows = await db
    .select(submissionColumns)
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.created_at), desc(submissions.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = rows.map(toSubmission);
  // A short page that is not past the end holds the rest of the match: no count needed.
  if (rows.length > 0 && rows.length < query.limit) {
    return { rows: items, total: query.offset + rows.length };
  }
  if (rows.length === 0 && query.offset === 0) return { rows: items, total: 0 };
  const [{ total }] = await db.select({ total: count() }).from(submissions).where(where);
  return { rows: items, total };
}
