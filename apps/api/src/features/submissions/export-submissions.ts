import {
  SUBMISSIONS_EXPORT_MAX,
  type SubmissionFilters,
  stripInvisibleCharacters,
} from "@fooddir/contract";
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
  "held",
] as const;

/**
 * One CSV cell, safe to open in a spreadsheet whether it splits on commas or, as Excel does in
 * most European locales, on semicolons (RFC 4180 quoting, quotes doubled):
 * - control and invisible formatting characters go (bidirectional overrides that disguise text,
 *   zero-width characters that hide a formula's start), line breaks and tabs stay;
 * - text a spreadsheet would run as a formula - starting, after any whitespace, with = + - @
 *   (or their full-width forms), or with a tab or carriage return - gets an apostrophe in
 *   front, inside quotes, so opening the file shows what a visitor typed and never runs it;
 * - a cell holding either separator (`,` or `;`), a quote or a line break is quoted, so neither
 *   kind of spreadsheet starts a new cell inside it (`x;=1+1;y` stays one cell).
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = stripInvisibleCharacters(value, { multiline: true });
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || /[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** What a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;

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
      item.held ? "yes" : "no",
    ]);
  }
  return csv;
}

/** `submissions-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export function exportFileName(host: string, now = new Date()): string {
  const safeHost = host.replace(/[^a-z0-9.-]/gi, "_");
  return `submissions-${safeHost}-${now.toISOString().slice(0, 10)}.csv`;
}
