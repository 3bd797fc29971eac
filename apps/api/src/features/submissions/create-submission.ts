import type { Submission, SubmissionCreate } from "@fooddir/contract";
import { max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { submissionColumns, toSubmission } from "./submission-rows.ts";

/** Stores a submission of the tenant's public site. */
export async function createSubmission(
  db: Db,
  tenant: Tenant,
  input: SubmissionCreate,
): Promise<Submission> {
  const [row] = await db
    .insert(submissions)
    .values({
      domain_id: tenant.id,
      form: input.form,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      fields: input.fields,
    })
    .returning(submissionColumns);
  return toSubmission(row);
}

/**
 * What a submission caught by the honeypot is answered with: the item a stored one would be,
 * with a plausible id, though nothing is stored.
 */
export async function fakeSubmission(
  db: Db,
  tenant: Tenant,
  input: SubmissionCreate,
): Promise<Submission> {
  const [{ last }] = await db
    .select({ last: max(submissions.id) })
    .from(submissions)
    .where(tenantWhere(tenant, submissions.domain_id));
  return {
    id: (last ?? 0) + 1,
    form: input.form,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    fields: input.fields,
    created_at: new Date().toISOString(),
  };
}
