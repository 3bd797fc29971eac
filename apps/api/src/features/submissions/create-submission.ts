import type { Submission, SubmissionCreate, SubmissionReceipt } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { submissionColumns, toSubmission } from "./submission-rows.ts";

/**
 * Stores a submission of the tenant's public site; `held` when it came in past the domain's
 * hourly cap (kept for staff review, not mailed one by one).
 */
export async function createSubmission(
  db: Db,
  tenant: Tenant,
  input: SubmissionCreate,
  options: { held: boolean } = { held: false },
): Promise<Submission> {
  const [row] = await db
    .insert(submissions)
    .values({
      domain_id: tenant.id,
      ...sentFields(input),
      held: options.held,
    })
    .returning(submissionColumns);
  return toSubmission(row);
}

/** What the sender filled in: stored as sent, and answered back. */
const sentFields = ({ form, name, email, phone, message, fields }: SubmissionCreate) => ({
  form,
  name,
  email,
  phone,
  message,
  fields,
});

/** What the sender of a stored submission is answered with (contract: submissionReceiptSchema). */
export function submissionReceipt(submission: Submission): SubmissionReceipt {
  const { id: _id, held: _held, ...receipt } = submission;
  return receipt;
}

/**
 * What a submission caught by the honeypot is answered with, though nothing is stored: the very
 * shape a stored one gets from submissionReceipt, as cleaned by the schema, stamped now.
 *
 * Why the answers carry no id: a fake id cannot be made indistinguishable from the real
 * sequence. The next real id (max + 1, the former answer) is handed out again to the next real
 * submission, so a bot sending twice, or once with and once without the honeypot, sees the
 * repeat; an id skipped ahead or drawn at random is told apart the same way, or collides with a
 * later real one. Only an answer without the sequential id carries nothing to compare, and it
 * also stops telling anyone how many forms the domain receives. The web form never used the id;
 * the staff read it in the panel.
 */
export function honeypotReceipt(input: SubmissionCreate): SubmissionReceipt {
  return {
    ...sentFields(input),
    created_at: new Date().toISOString(),
  };
}
