import type { Submission } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { submissionColumns, toSubmission } from "./submission-rows.ts";

/** A submission of the tenant's domain; another domain's id is a 404 like an unknown one. */
export async function findSubmission(db: Db, tenant: Tenant, id: number): Promise<Submission> {
  const [row] = await db
    .select(submissionColumns)
    .from(submissions)
    .where(and(tenantWhere(tenant, submissions.domain_id), eq(submissions.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toSubmission(row);
}
