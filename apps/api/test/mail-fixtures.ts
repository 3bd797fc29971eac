import type { MailMessage } from "../src/mail/mailer.ts";

/**
 * A transport that fails its first `failures` sends (a mail server outage), then delivers;
 * `delayMs` makes each send take that long (a slow mail server).
 */
export function flakyTransport(failures: number, options: { delayMs?: number } = {}) {
  const delivered: MailMessage[] = [];
  let calls = 0;
  return {
    delivered,
    calls: () => calls,
    send: async (m: MailMessage) => {
      calls += 1;
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (calls <= failures) throw new Error("connect ECONNREFUSED smtp:587");
      delivered.push(m);
    },
  };
}
