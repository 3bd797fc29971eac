import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sender; the configured MAIL_FROM when unset. */
  from?: string;
  /** Where answers go (a visitor who sent a form). */
  replyTo?: string;
  /**
   * Idempotency key (`catering:{request}:{member}`): the queued mailer sends a keyed message
   * once, however often its job runs (mail_deliveries). Never part of the mail itself.
   */
  key?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/** The nodemailer message: `from` falls back to the configured sender. */
function envelopeOf(message: MailMessage, defaultFrom: string) {
  const { from, replyTo, key: _key, ...rest } = message;
  return { ...rest, from: from || defaultFrom, ...(replyTo ? { replyTo } : {}) };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to `outboxDir` as an .eml
 * file and logged, so the embedded demo can follow reset links without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(message, options.from));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(message, options.from));
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log?.info(
        { to: message.to, subject: message.subject, file },
        "mail written to outbox",
      );
    },
  };
}
