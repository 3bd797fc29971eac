import { SUBMISSION_LIMITS } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { mailSiteAdmins, type SiteAlertDeps } from "../users/mail-site-admins.ts";

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
 * the domain, or to its `email` option when it has none (mailSiteAdmins). Never throws; returns
 * how many mails were handed to the mailer.
 */
export async function alertSubmissionCap(
  db: Db,
  tenant: Tenant,
  input: SiteAlertDeps & { limit?: { max: number; windowMs: number } },
): Promise<number> {
  const mail = submissionCapMail(tenant.host, input.limit);
  return mailSiteAdmins(db, tenant, { ...input, mail, what: "submission cap" });
}
