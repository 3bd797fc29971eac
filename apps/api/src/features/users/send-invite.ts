import { INVITE_TTL_DAYS } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { createPasswordLink } from "../account/password-link.ts";
import type { InviteDeps } from "./invitations.ts";

/**
 * Mails a new user the link to choose a password: the password reset machinery's single-use
 * link (kind "invite", on the site of the API host that was called and working only through its
 * API host), valid for INVITE_TTL_DAYS days. Sending it again ends the earlier invitation (and
 * any reset link); using it, or deleting or disabling the user, ends it too.
 */
export async function sendInvite(
  db: Db,
  { mailer, site }: Pick<InviteDeps, "mailer" | "site">,
  user: { id: number; email: string; firstname: string },
) {
  const link = await createPasswordLink(
    db,
    user,
    { origin: site.origin, domainId: site.id },
    { kind: "invite", ttlMs: INVITE_TTL_DAYS * 24 * 60 * 60 * 1000 },
  );
  await mailer.send({
    to: user.email,
    subject: `You're invited to ${site.name}`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `An account was created for you on ${site.name}. Open this link to choose your password:`,
      link,
      "",
      `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
      "If you did not expect this invitation, ignore this message.",
    ].join("\n"),
  });
}
