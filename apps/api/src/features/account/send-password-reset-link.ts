import { PASSWORD_RESET_TTL_MINUTES } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { createPasswordLink } from "./password-link.ts";

export const RESET_LINK_SENT = "If an account exists for that email, we sent a link.";

/**
 * Mails a single-use link to the change-password page of `site.origin`: the configured public
 * origin (PUBLIC_URL) of the site of the API host that was called, never the request's Host port,
 * a forwarded header or the body. The link works only through that site's API host.
 */
export async function sendPasswordResetLink(
  db: Db,
  mailer: Mailer,
  email: string,
  site: { origin: string; name: string; id: number },
) {
  const [user] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      disabled: users.disabled_at,
      deleted: users.deleted_at,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)))
    .limit(1);
  if (!user || user.disabled) return;
  // Issuing it ends the user's older links; this one works only on `site`.
  const link = await createPasswordLink(
    db,
    { id: user.id, email },
    { origin: site.origin, domainId: site.id },
    { kind: "reset", ttlMs: PASSWORD_RESET_TTL_MINUTES * 60 * 1000 },
  );
  const siteName = site.name;
  await mailer.send({
    to: email,
    subject: `${siteName}: set your password`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `Open this link to choose a new password for ${siteName}:`,
      link,
      "",
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      "If you did not ask for it, ignore this message; your password stays as it is.",
    ].join("\n"),
  });
}
