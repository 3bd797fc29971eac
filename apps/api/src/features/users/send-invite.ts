import { INVITE_TTL_DAYS } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { createPasswordLink } from "../account/password-link.ts";

/**
 * Mails a new user the link to choose a password: the password reset machinery's single-use
 * link (on the site of the API host that was called), valid for INVITE_TTL_DAYS days.
 */
export async function sendInvite(
  db: Db,
  mailer: Mailer,
  user: { id: number; email: string; firstname: string },
  siteOrigin: string,
  siteName: string,
) {
  const link = await createPasswordLink(
    db,
    user,
    siteOrigin,
    INVITE_TTL_DAYS * 24 * 60 * 60 * 1000,
  );
  await mailer.send({
    to: user.email,
    subject: `You're invited to ${siteName}`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `An account was created for you on ${siteName}. Open this link to choose your password:`,
      link,
      "",
      `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
      "If you did not expect this invitation, ignore this message.",
    ].join("\n"),
  });
}
