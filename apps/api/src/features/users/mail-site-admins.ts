import { ROLES } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { formMailOptions } from "../submissions/notify-submission.ts";

/** What every alert to a domain's site admins needs. */
export type SiteAlertDeps = {
  mailer: Mailer;
  defaultFrom: string;
  log: Pick<FastifyBaseLogger, "error" | "info" | "warn">;
};

/**
 * Mails an alert to the domain's people in charge: one mail to each active site admin (role 2)
 * of the domain, or to its `email` option when it has none, from its `outgoing_email` option
 * (else `defaultFrom`), through the mailer (the job queue in production). The admins do not see
 * each other's addresses. Never throws (`what` names the alert in the log); returns how many
 * mails were handed to the mailer.
 */
export async function mailSiteAdmins(
  db: Db,
  tenant: Tenant,
  input: SiteAlertDeps & { mail: Pick<MailMessage, "subject" | "text">; what: string },
): Promise<number> {
  const { log, what } = input;
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
      log.warn({ domain: tenant.id }, `${what}: nobody to alert`);
      return 0;
    }
    const from = option("outgoing_email") || input.defaultFrom;
    for (const to of recipients) await input.mailer.send({ to, from, ...input.mail });
    log.info({ domain: tenant.id, recipients: recipients.length }, `${what} alert sent`);
    return recipients.length;
  } catch (err) {
    log.error({ err, domain: tenant.id }, `${what} alert failed`);
    return 0;
  }
}
