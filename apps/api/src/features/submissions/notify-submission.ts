import { type Submission, type SubmissionForm, visibleSubmission } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { readOptionValues } from "../domains/read-option-values.ts";

const SUBJECTS: Record<SubmissionForm, string> = {
  join: "New join request",
  catering: "New catering request",
  contact: "New contact message",
};

/** One line of a header: control characters (line breaks, tabs) become spaces. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

/** `guest_count` -> `Guest count`. */
const labelOf = (key: string) => {
  const words = key.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The notification of a submission: subject and a plain-text body listing every field. Control
 * and invisible formatting characters (bidirectional overrides that disguise "Eve\u202Egnp.exe",
 * zero-width ones) are left out even of rows stored before the form refused them.
 */
export function submissionMail(
  stored: Submission,
  host: string,
): Pick<MailMessage, "subject" | "text"> {
  const submission = visibleSubmission(stored);
  const lines = [
    `A new ${submission.form} form was sent on ${host}.`,
    "",
    `Name: ${submission.name}`,
    `Email: ${submission.email}`,
  ];
  if (submission.phone) lines.push(`Phone: ${submission.phone}`);
  for (const [key, value] of Object.entries(submission.fields)) {
    lines.push(`${labelOf(key)}: ${value}`);
  }
  if (submission.message) lines.push("", "Message:", submission.message);
  const received = submission.created_at.slice(0, 19).replace("T", " ");
  lines.push("", `Received ${received} UTC (submission #${submission.id}).`);
  return {
    subject: oneLine(`${SUBJECTS[submission.form]}: ${submission.name}`),
    text: lines.join("\n"),
  };
}

/**
 * Mails a stored submission to the domain's `email` option, from its `outgoing_email` option
 * when set (else `defaultFrom`, the configured MAIL_FROM), replying to the visitor, and marks
 * it notified; a held submission is not mailed. Never throws: a failed mail is logged and the
 * submission stays unnotified; a domain without an `email` option gets no mail.
 */
export async function notifySubmission(
  db: Db,
  tenant: Tenant,
  input: {
    submission: Submission;
    mailer: Mailer;
    defaultFrom: string;
    log: Pick<FastifyBaseLogger, "error" | "info">;
  },
): Promise<boolean> {
  const { submission, log } = input;
  if (submission.held) {
    // Past the domain's hourly cap: the admins got one alert instead (alertSubmissionCap).
    log.info({ submission: submission.id }, "submission not mailed: held for review");
    return false;
  }
  try {
    const option = await formMailOptions(db, tenant);
    const to = option("email");
    if (!to) {
      log.info({ submission: submission.id }, "submission not mailed: the domain has no email");
      return false;
    }
    await input.mailer.send({
      to,
      from: option("outgoing_email") || input.defaultFrom,
      replyTo: visibleSubmission(submission).email,
      ...submissionMail(submission, tenant.host),
    });
    await db
      .update(submissions)
      .set({ notified_at: new Date() })
      .where(and(tenantWhere(tenant, submissions.domain_id), eq(submissions.id, submission.id)));
    return true;
  } catch (err) {
    log.error({ err, submission: submission.id }, "submission notification failed");
    return false;
  }
}

/** The domain's `email` and `outgoing_email` options (trimmed, "" when unset), read together. */
export async function formMailOptions(db: Db, tenant: Tenant) {
  const values = await readOptionValues(db, tenant, ["email", "outgoing_email"]);
  return (name: "email" | "outgoing_email") => values.get(name)?.trim() ?? "";
}
