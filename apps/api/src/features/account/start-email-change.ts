import { EMAIL_CHANGE_CONFIRM_TTL_HOURS, EMAIL_CHANGE_REVERT_TTL_DAYS } from "@fooddir/contract";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { emailChanges } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { cancelPendingEmailChanges } from "./email-change-link.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The site a link is issued for: its public origin, its name for the mail, its domain id. */
export type LinkSite = { origin: string; name: string; id: number };

/**
 * Starts a change of the user's email to `newEmail` (checked free and the current password
 * checked by the caller): nothing changes yet. The new address gets a confirm link (valid
 * EMAIL_CHANGE_CONFIRM_TTL_HOURS) that makes it the sign-in email; the old address gets a notice
 * with a revert link that cancels the change, or undoes it within EMAIL_CHANGE_REVERT_TTL_DAYS
 * of the confirmation. Both links point to `site` and work only through its API host; only their
 * hashes are stored. A change still waiting for confirmation is cancelled by the new one.
 */
export async function startEmailChange(
  db: Db,
  mailer: Mailer,
  user: { id: number; email: string; firstname: string },
  newEmail: string,
  site: LinkSite,
  options: { ownedByOther?: boolean } = {},
) {
  const confirmToken = randomToken();
  const revertToken = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + EMAIL_CHANGE_CONFIRM_TTL_HOURS * HOUR_MS);
  await db.transaction(async (tx) => {
    await cancelPendingEmailChanges(tx as unknown as Db, user.id, new Date(now));
    await tx.insert(emailChanges).values({
      user_id: user.id,
      domain_id: site.id,
      old_email: user.email,
      new_email: newEmail,
      confirm_token_hash: hashToken(confirmToken),
      revert_token_hash: hashToken(revertToken),
      expires_at: expiresAt,
      // Moved to the confirmation + EMAIL_CHANGE_REVERT_TTL_DAYS when the change is confirmed.
      revert_expires_at: new Date(
        expiresAt.getTime() + EMAIL_CHANGE_REVERT_TTL_DAYS * 24 * HOUR_MS,
      ),
    });
  });

  const confirmLink = `${site.origin}/confirm-email?token=${encodeURIComponent(confirmToken)}`;
  const revertLink = `${site.origin}/revert-email?token=${encodeURIComponent(revertToken)}`;
  await mailer.send(
    options.ownedByOther
      ? ownerNotice(newEmail, site.name)
      : confirmMail(user.firstname, newEmail, site.name, confirmLink),
  );
  await mailer.send({
    to: user.email,
    subject: `${site.name}: your sign-in email is being changed`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `Someone signed in to your ${site.name} account asked to change its email from ${user.email} to ${newEmail}.`,
      "It takes effect when the new address confirms it.",
      "",
      "If this was not you, open this link to keep (or get back) this address and sign out everywhere:",
      revertLink,
      "",
      `The link works once, until ${EMAIL_CHANGE_REVERT_TTL_DAYS} days after the change is confirmed.`,
    ].join("\n"),
  });
}

/** The mail to the new address: the link that makes it the sign-in email. */
function confirmMail(firstname: string, newEmail: string, siteName: string, link: string) {
  return {
    to: newEmail,
    subject: `${siteName}: confirm your new email`,
    text: [
      `Hello ${firstname},`,
      "",
      `Open this link to make ${newEmail} the email you sign in to ${siteName} with:`,
      link,
      "",
      `Until then you still sign in with your current email. The link works once and expires in ${EMAIL_CHANGE_CONFIRM_TTL_HOURS} hours.`,
      "If you did not ask for this, ignore this message; nothing changes.",
    ].join("\n"),
  };
}

/**
 * The mail to an address that already has an account the requester may not learn of (issue 29):
 * the change stays pending as for any address, so the answer and the account look the same, but
 * no confirm link exists for it and it can never take effect; the owner is told.
 */
function ownerNotice(address: string, siteName: string) {
  return {
    to: address,
    subject: `${siteName}: someone entered your email address`,
    text: [
      "Hello,",
      "",
      `Someone signed in to another ${siteName} account asked to change its email to ${address}, the address of your account.`,
      "Nothing changed: your account and its email stay as they are, and no link to confirm the change was sent.",
    ].join("\n"),
  };
}
