import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { mailSiteAdmins, type SiteAlertDeps } from "../users/mail-site-admins.ts";
import { type CateringCapLimits, windowText } from "./catering-throttle.ts";

/** The alert's subject and text (no visitor's text in it). */
export function cateringHoldMail(
  host: string,
  limits: CateringCapLimits,
): Pick<MailMessage, "subject" | "text"> {
  const { perDomain, perTruck } = limits;
  return {
    subject: `Catering requests on ${host} are being held for review`,
    text: [
      `The catering form of ${host} received more requests than its trucks are mailed at once:`,
      `more than ${perDomain.max} requests within ${windowText(perDomain.windowMs)} for the site, or more than`,
      `${perTruck.max} requests within ${windowText(perTruck.windowMs)} for one truck.`,
      "",
      "The form stays open. Requests past that number are stored and held: no truck is mailed",
      "until you send them. This is the only mail about it until the hour is over. A burst like",
      "this is often automated, sometimes to reach the trucks with links under the site's name.",
      "",
      "Review them in the panel under Catering requests: a held request is New and says why it",
      "was held; Send mails its trucks, or set it to Lost.",
    ].join("\n"),
  };
}

/**
 * Alerts the domain's site admins (mailSiteAdmins) that catering requests are being held; the
 * caller calls this for the one request that took the alert of the window. Never throws.
 */
export function alertCateringHold(
  db: Db,
  tenant: Tenant,
  input: SiteAlertDeps & { limits: CateringCapLimits },
): Promise<number> {
  const mail = cateringHoldMail(tenant.host, input.limits);
  return mailSiteAdmins(db, tenant, { ...input, mail, what: "catering hold" });
}
