import { parseDateTime, type Submission, type SubmissionFilters } from "@fooddir/contract";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { matchesSearch } from "../posts/post-filters.ts";

// What the submission operations share: the columns they read, the item shape, the filters.

export const submissionColumns = {
  id: submissions.id,
  form: submissions.form,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  message: submissions.message,
  fields: submissions.fields,
  held: submissions.held,
  created_at: submissions.created_at,
};

export type SubmissionRow = {
  id: number;
  form: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  fields: Record<string, string>;
  held: boolean;
  created_at: Date;
};

export function toSubmission(row: SubmissionRow): Submission {
  return {
    ...row,
    form: row.form as Submission["form"],
    fields: row.fields ?? {},
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The tenant's submissions matching the filters: one form; held ones only or none of them;
 * `search` in name, email, phone or
 * message (case-insensitive, `%` and `_` match themselves); created between the two dates
 * (`YYYY-MM-DD HH:mm:ss` in UTC, both inclusive to the second).
 */
export function submissionsWhere(tenant: Tenant, filters: SubmissionFilters): SQL {
  const conditions: SQL[] = [tenantWhere(tenant, submissions.domain_id)];
  if (filters.form) conditions.push(eq(submissions.form, filters.form));
  if (filters.held !== undefined) conditions.push(eq(submissions.held, filters.held));
  const start = filters.startDate ? parseDateTime(filters.startDate) : null;
  if (start) conditions.push(gte(submissions.created_at, start));
  const end = filters.endDate ? parseDateTime(filters.endDate) : null;
  if (end) conditions.push(lt(submissions.created_at, new Date(end.getTime() + 1000)));
  if (filters.search) {
    const columns = [submissions.name, submissions.email, submissions.phone, submissions.message];
    conditions.push(matchesSearch(filters.search, columns));
  }
  return and(...conditions) as SQL;
}
