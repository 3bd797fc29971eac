import { SUBMISSIONS_EXPORT_MAX, type SubmissionFilters } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { csvFileName, csvOf } from "../../http/csv.ts";
import { submissionColumns, submissionsWhere, toSubmission } from "./submission-rows.ts";

/** The cell rules of every CSV export (http/csv.ts), first written for this one. */
export { csvCell } from "../../http/csv.ts";

export const CSV_COLUMNS = [
  "id",
  "form",
  "name",
  "email",
  "phone",
  "message",
  "fields",
  "created_at",
  "held",
] as const;

/**
 * The tenant's submissions matching the filters, newest first (at most
 * SUBMISSIONS_EXPORT_MAX), as CSV text with a header line; `fields` is a JSON object, `held` yes or no.
 */
export async function exportSubmissions(
  db: Db,
  tenant: Tenant,
  filters: SubmissionFilters,
): Promise<string> {
  const rows = await db
    .select(submissionColumns)
    .from(submissions)
    .where(submissionsWhere(tenant, filters))
    .orderBy(desc(submissions.created_at), desc(submissions.id))
    .limit(SUBMISSIONS_EXPORT_MAX);
  return csvOf(CSV_COLUMNS, rows.map(toSubmission), (item) => [
    item.id,
    item.form,
    item.name,
    item.email,
    item.phone,
    item.message,
    JSON.stringify(item.fields),
    item.created_at,
    item.held ? "yes" : "no",
  ]);
}

/** `submissions-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export const exportFileName = (host: string, now = new Date()) =>
  csvFileName("submissions", host, now);
