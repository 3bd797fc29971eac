import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { CODE_INVALID, CODE_REQUIRED, NO_DOMAIN } from "../session/login-messages.ts";
import { recordAudit } from "./record-audit.ts";

/** A successful sign-in, on the domain the session starts on. */
export async function recordSignIn(
  db: Db,
  entry: { domainId: number; userId: number; at: Date },
): Promise<void> {
  await recordAudit(db, {
    domainId: entry.domainId,
    userId: entry.userId,
    action: "sign-in",
    entity: "session",
    entityId: null,
    summary: "Signed in",
    at: entry.at,
  });
}

/**
 * A refused sign-in on the site's domain: wrong email or password, a wrong two-factor code, or
 * an account with no site. The user when the address is one (else null); the summary names the
 * address masked (a***@example.com). Asking for the code of a right password is no failure, and
 * neither is a throttled attempt (429: nothing was checked, and a flood writes nothing).
 */
export async function recordFailedSignIn(
  db: Db,
  entry: { domainId: number; email: string; error: unknown; at: Date },
): Promise<void> {
  const reason = failureOf(entry.error);
  if (!reason) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, entry.email), isNull(users.deleted_at)))
    .limit(1);
  await recordAudit(db, {
    domainId: entry.domainId,
    userId: user?.id ?? null,
    action: "sign-in-failed",
    entity: "session",
    entityId: null,
    summary: `Sign-in failed for ${maskEmail(entry.email)}: ${reason}`,
    at: entry.at,
  });
}

function failureOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  if (error.message === CODE_REQUIRED) return null;
  if (error.message === CODE_INVALID) return "wrong two-factor code";
  if (error.message === NO_DOMAIN) return "no access to any site";
  return "wrong email or password";
}

/** `alice@example.com` -> `a***@example.com`; text without an `@` -> `***`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.charAt(0)}***${email.slice(at)}`;
}
