import type { Jobs } from "../jobs/jobs.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * A mailer whose `send` stores the message as a "mail" job and returns: the transport (SMTP or
 * the outbox) sends it from a worker, and a failed send is retried, so a mail server outage
 * delays invitations, reset links and form notifications instead of losing them.
 */
export async function createQueuedMailer(jobs: Jobs, transport: Mailer): Promise<Mailer> {
  await jobs.work<MailMessage>("mail", (message) => transport.send(message));
  return { send: (message) => jobs.enqueue("mail", message) };
}
