import { Temporal } from "@fooddir/contract";
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { domains, staffNotifications, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { cateringMailSite } from "../catering/catering-event.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { digestMail } from "./notification-mails.ts";

/** The local hour of the domain's zone at which the day's digest goes out. */
export const DIGEST_HOUR = 7;

/** The last DIGEST_HOUR:00 of the zone at or before `now` (a skipped hour: the next instant). */
export function lastDigestTime(now: Date, timeZone: string): Date {
  const here = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  let day = here.toPlainDate();
  for (;;) {
    const at = day
      .toPlainDateTime({ hour: DIGEST_HOUR })
      .toZonedDateTime(timeZone, { disambiguation: "compatible" });
    if (at.epochMilliseconds <= now.getTime()) return new Date(at.epochMilliseconds);
    day = day.subtract({ days: 1 });
  }
}

/**
 * The digest of the day (a scheduler minute job; decision 030): every staff user whose setting
 * is `daily` gets, per domain, one mail of its rows not mailed yet that were made before the
 * last 07:00 of the domain's zone. The rows are claimed by one UPDATE (`mailed_at` set where it
 * is null), so two runs or two instances never both take a row, and the mail is keyed
 * `digest:{user}:{domain}:{day}`. A row made after 07:00 waits for the next day's digest; a
 * run missed at 07:00 (the app was down) sends at the next minute that runs. Answers how many
 * digests were queued. Rows of users who are no longer `daily` stay unmailed.
 */
export async function sendDailyDigests(
  db: Db,
  deps: { mailer: Mailer; config: Pick<Config, "mailFrom" | "publicUrl">; now: Date },
): Promise<number> {
  const waiting = await db
    .selectDistinct({
      domain_id: staffNotifications.domain_id,
      host: domains.host,
    })
    .from(staffNotifications)
    .innerJoin(users, eq(users.id, staffNotifications.user_id))
    .innerJoin(domains, eq(domains.id, staffNotifications.domain_id))
    .where(and(isNull(staffNotifications.mailed_at), eq(users.notify, "daily")));
  let sent = 0;
  for (const domain of waiting) {
    const tenant: Tenant = { id: domain.domain_id, host: domain.host };
    const cutoff = lastDigestTime(deps.now, await domainTimeZone(db, tenant));
    const claimed = await db
      .update(staffNotifications)
      .set({ mailed_at: deps.now })
      .where(
        and(
          eq(staffNotifications.domain_id, tenant.id),
          isNull(staffNotifications.mailed_at),
          lt(staffNotifications.created_at, cutoff),
          inArray(
            staffNotifications.user_id,
            db.select({ id: users.id }).from(users).where(eq(users.notify, "daily")),
          ),
        ),
      )
      .returning({ id: staffNotifications.id, user_id: staffNotifications.user_id });
    if (claimed.length === 0) continue;
    const rows = await db
      .select({
        user_id: staffNotifications.user_id,
        summary: staffNotifications.summary,
        link: staffNotifications.link,
        email: users.email,
        firstname: users.firstname,
      })
      .from(staffNotifications)
      .innerJoin(users, eq(users.id, staffNotifications.user_id))
      .where(
        inArray(
          staffNotifications.id,
          claimed.map((c) => c.id),
        ),
      )
      .orderBy(asc(staffNotifications.created_at), asc(staffNotifications.id));
    const mail = await cateringMailSite(db, tenant, deps.config);
    const day = cutoff.toISOString().slice(0, 10);
    for (const userId of new Set(rows.map((r) => r.user_id))) {
      const own = rows.filter((r) => r.user_id === userId);
      await deps.mailer.send({
        to: own[0].email,
        from: mail.from,
        key: `digest:${userId}:${tenant.id}:${day}`,
        ...digestMail({
          site: mail.site.name,
          origin: mail.origin,
          firstname: own[0].firstname,
          rows: own,
        }),
      });
      sent += 1;
    }
  }
  return sent;
}
