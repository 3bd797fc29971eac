import { ROLES, SUBMISSION_LIMITS } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { formMailOptions } from "./notify-submission.ts";

/** The alert's subject and text. */
export function submissionCapMail(
  host: string,
  limit: { max: number; windowMs: number } = SUBMISSION_LIMITS.perDomain,
): Pick<MailMessage, "subject" | "text"> {
  const minutes = Math.round(limit.windowMs / 60_000);
  const window = minutes === 60 ? "an hour" : `${minutes} minutes`;
  return {
    subject: `Submissions on ${host} are being held for review`,
    text: [
      `The public forms of ${host} received more than ${limit.max} submissions within ${window}.`,
      "",
      "The forms stay open. Submissions past that number are kept as held and are not mailed one",
      "by one; this is the only mail about them until the hour is over. A burst like this is",
      "often automated spam.",
      "",
      "Review them in the panel under Submissions (each held one has a Held badge).",
    ].join("\n"),
  };
}

/**
 * Alerts the domain once that its hourly cap of submissions was passed (the caller calls this for
 * the one submission that passed it first in the window): one mail to each active site admin of
 * the domain, or to its `email` option when it has none, from its `outgoing_email` option (else
 * `defaultFrom`), through the mailer (the job queue in production). Never throws; returns how
 * many mails were handed to the mailer.
 */
export async function alertSubmissionCap(
  db: Db,
  tenant: Tenant,
  input: {
    mailer: Mailer;
    defaultFrom: string;
    log: Pick<FastifyBaseLogger, "error" | "info" | "warn">;
    limit?: { max: number; windowMs: number };
  },
): Promise<number> {
  const { log } = input;
  try {
    const admins = await db
      .select({ email: users.email })
      .from(userDomains)
      .innerJoin(users, eq(users.id, userDomains.user_id))
      .where(
        and(
          tenantWhere(tenant, userDomains.domain_id),
          eq(userDomains.role_id, ROLES.siteAdmin),
          isNull(users.disabled_at),
          isNull(users.deleted_at),
        ),
      );
    const option = await formMailOptions(db, tenant);
    const recipients = [...new Set(admins.map((a) => a.email))];
    if (recipients.length === 0 && option("email")) recipients.push(option("email"));
    if (recipients.length === 0) {
      log.warn({ domain: tenant.id }, "submission cap passed: nobody to alert");
      return 0;
    }
    const mail = submissionCapMail(tenant.host, input.limit);
    const from = option("outgoing_email") || input.defaultFrom;
    // One mail per admin: the admins do not see each other's addresses.
    for (const to of recipients) await input.mailer.send({ to, from, ...mail });
    log.info({ domain: tenant.id, recipients: recipients.length }, "submission cap alert sent");
    return recipients.length;
  } catch (err) {
    log.error({ err, domain: tenant.id }, "submission cap alert failed");
    return 0;
  }
}
