import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailDeliveries } from "../db/schema.ts";
import { JOB_RUN_TIMEOUT_S, type Jobs } from "../jobs/jobs.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** Thrown (so the job retries) while another worker holds a fresh claim on the same key. */
export const CLAIMED_ELSEWHERE = "being sent by another worker";

/**
 * A mailer whose `send` stores the message as a "mail" job and returns: the transport (SMTP or
 * the outbox) sends it from a worker, and a failed send is retried, so a mail server outage
 * delays invitations, reset links and form notifications instead of losing them.
 *
 * A message with a `key` (and a database to keep the keys in) is sent at most once per key,
 * however often its job runs (a retry after a send whose acknowledgement was lost, the same
 * mail queued twice, two instances): see sendOnce.
 */
export async function createQueuedMailer(
  jobs: Jobs,
  transport: Mailer,
  options: { db?: Db; claimTimeoutSeconds?: number } = {},
): Promise<Mailer> {
  const { db } = options;
  const timeout = options.claimTimeoutSeconds ?? JOB_RUN_TIMEOUT_S;
  await jobs.work<MailMessage>("mail", (message) =>
    message.key && db
      ? sendOnce(db, transport, message, message.key, timeout)
      : transport.send(message),
  );
  return { send: (message) => jobs.enqueue("mail", message) };
}

/**
 * Sends a keyed message unless it was sent already. The job claims the key in mail_deliveries
 * first (a new row, or a claim older than the job timeout whose sender never finished: it died
 * or its run expired), sends, then marks it sent. A key already sent is skipped (the job
 * succeeds). A key another worker claimed moments ago makes this run fail, so its retry finds
 * the mail sent, or the claim released or stale. A failed send releases the claim and throws,
 * so the job retries. Once sent, a failure to record it
 * is swallowed (a retry would send the mail again).
 */
export async function sendOnce(
  db: Db,
  transport: Mailer,
  message: MailMessage,
  key: string,
  claimTimeoutSeconds: number = JOB_RUN_TIMEOUT_S,
): Promise<void> {
  const claimed = await db
    .insert(mailDeliveries)
    .values({ key, claimed_at: sql`now()` })
    .onConflictDoUpdate({
      target: mailDeliveries.key,
      set: { claimed_at: sql`now()` },
      setWhere: sql`${mailDeliveries.sent_at} is null and ${mailDeliveries.claimed_at} < now() - make_interval(secs => ${claimTimeoutSeconds})`,
    })
    .returning({ key: mailDeliveries.key });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ sent_at: mailDeliveries.sent_at })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.key, key));
    if (row?.sent_at) return;
    throw new Error(`mail ${key} is ${CLAIMED_ELSEWHERE}`);
  }
  try {
    await transport.send(message);
  } catch (error) {
    await db
      .delete(mailDeliveries)
      .where(and(eq(mailDeliveries.key, key), isNull(mailDeliveries.sent_at)))
      .catch(() => {});
    throw error;
  }
  // Sent: a failure to record it must not fail the job, whose retry would send it again.
  await db
    .update(mailDeliveries)
    .set({ sent_at: sql`now()` })
    .where(eq(mailDeliveries.key, key))
    .catch(() => {});
}
