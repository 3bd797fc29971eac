import { SUBMISSIONS_EXPORT_MAX, type SubmissionFilters } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { submissionColumns, submissionsWhere, toSubmission } from "./submission-rows.ts";

export const CSV_COLUMNS = [
  "id",
  "form",
  "name",
  "email",
  "phone",
  "message",
  "fields",
  "created_at",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe first, so opening the file never runs what a visitor typed.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * The tenant's submissions matching the filters, newest first (at most
 * SUBMISSIONS_EXPORT_MAX), as CSV text with a header line; `fields` is a JSON object.
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
  let csv = csvLine([...CSV_COLUMNS]);
  for (const item of rows.map(toSubmission)) {
    csv += csvLine([
      item.id,
      item.form,
      item.name,
      item.email,
      item.phone,
      item.message,
      JSON.stringify(item.fields),
      item.created_at,
    ]);
  }
  return csv;
}

/** `submissions-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export function exportFileName(host: string, now = new Date()): string {
  const safeHost = host.replace(/[^a-z0-9.-]/gi, "_");
  return `submissions-${safeHost}-${now.toISOString().slice(0, 10)}.csv`;
}
