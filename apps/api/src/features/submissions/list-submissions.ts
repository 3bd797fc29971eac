import type { Submission, SubmissionsQuery } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal } from "../../db/page-total.ts";
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
  const total = await pageTotal(db, rows.length, query, { table: submissions, where });
  return { rows: items, total };
}
