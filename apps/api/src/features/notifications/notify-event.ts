import { NOTIFY_PREFERENCES, type NotifyPreference, ROLES } from "@fooddir/contract";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { staffNotifications, userDomains, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { cateringMailSite } from "../catering/catering-event.ts";
import { staffEventMail } from "./notification-mails.ts";

/** What staff are told of: the things the counts count (count-notifications.ts). */
export type StaffNotificationKind = "pending_review" | "catering_request" | "submission";

/**
 * One event and who hears of it (issue 38; the rules are decision 030 "Notifications, the API
 * side"). `staff`: the domain's staff who may act on it get a row (and a mail as their `notify`
 * setting says); `mails`: people outside the staff (a requester, a vendor, the asked trucks),
 * each mail with its idempotency key so a repeated event mails no one twice.
 */
export type NotificationEvent = {
  staff?: {
    kind: StaffNotificationKind;
    /** One line a person reads: "New catering request from Ana: 80 guests on Fri 14 May 2027". */
    summary: string;
    /** The panel screen to act on it: `/panel/reviews`. */
    path: string;
  };
  mails?: (Omit<MailMessage, "from"> & { key: string })[];
};

export type NotifyDeps = {
  mailer: Mailer;
  config: Pick<Config, "mailFrom" | "publicUrl">;
  /** Now (rows' created_at / mailed_at); the wall clock unless given. */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, "error">;
};

/** The staff users of the domain who hear of its events, with their setting. */
export type StaffRecipient = {
  id: number;
  email: string;
  firstname: string;
  notify: NotifyPreference;
};

/**
 * Who may act on a domain's events: its active site admins and editors (user_domains roles 2
 * and 3), and super admins who are members of the domain (a user_domains row); a super admin
 * of no row oversees every domain and is mailed by none (the counts still show in the panel).
 */
export async function staffRecipients(db: Db, tenant: Tenant): Promise<StaffRecipient[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      notify: users.notify,
    })
    .from(userDomains)
    .innerJoin(users, eq(users.id, userDomains.user_id))
    .where(
      and(
        tenantWhere(tenant, userDomains.domain_id),
        or(
          inArray(userDomains.role_id, [ROLES.siteAdmin, ROLES.editor]),
          eq(users.role_id, ROLES.superAdmin),
        ),
        isNull(users.disabled_at),
        isNull(users.deleted_at),
      ),
    );
  return rows.map((r) => ({ ...r, notify: preferenceOf(r.notify) }));
}

export const preferenceOf = (value: string): NotifyPreference =>
  (NOTIFY_PREFERENCES as readonly string[]).includes(value)
    ? (value as NotifyPreference)
    : "immediately";

/**
 * Tells everyone the event names: each staff member set to `immediately` gets a row marked
 * mailed and one mail now (keyed `notification:{row}`), `daily` a row the next digest mails
 * (send-daily-digests.ts), `off` nothing; then the event's own mails, from the domain's sender.
 * Mails go through the mailer (the job queue in production). Never throws: a failure is
 * logged, and the write that caused the event stands.
 */
export async function notifyEvent(
  db: Db,
  tenant: Tenant,
  event: NotificationEvent,
  deps: NotifyDeps,
): Promise<void> {
  try {
    const mail = await cateringMailSite(db, tenant, deps.config);
    if (event.staff) {
      const now = deps.now?.() ?? new Date();
      const { kind, summary, path } = event.staff;
      const link = `${mail.origin}${path}`;
      const told = (await staffRecipients(db, tenant)).filter((u) => u.notify !== "off");
      if (told.length > 0) {
        const rows = await db
          .insert(staffNotifications)
          .values(
            told.map((user) => ({
              domain_id: tenant.id,
              user_id: user.id,
              kind,
              summary,
              link,
              created_at: now,
              mailed_at: user.notify === "immediately" ? now : null,
            })),
          )
          .returning({ id: staffNotifications.id, user_id: staffNotifications.user_id });
        for (const user of told.filter((u) => u.notify === "immediately")) {
          const row = rows.find((r) => r.user_id === user.id);
          await deps.mailer.send({
            to: user.email,
            from: mail.from,
            key: `notification:${row?.id}`,
            ...staffEventMail({
              site: mail.site.name,
              origin: mail.origin,
              firstname: user.firstname,
              summary,
              link,
            }),
          });
        }
      }
    }
    for (const message of event.mails ?? []) {
      await deps.mailer.send({ ...message, from: mail.from });
    }
  } catch (err) {
    deps.log?.error({ err, domain: tenant.id }, "notification not sent");
  }
}

/** The app's notifier: `notify(tenant, event)` with the app's mailer, config and clock. */
export function notifierOf(deps: { db: Db; mailer: Mailer; config: Config; clock: () => number }) {
  const { db } = deps;
  const notifyDeps = { ...deps, now: () => new Date(deps.clock()) };
  return (
    tenant: Tenant,
    event: NotificationEvent,
    log?: Pick<FastifyBaseLogger, "error">,
  ): Promise<void> => notifyEvent(db, tenant, event, { ...notifyDeps, log });
}
export type Notify = ReturnType<typeof notifierOf>;
