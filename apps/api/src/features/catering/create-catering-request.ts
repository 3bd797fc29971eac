import {
  CATERING_LIMITS,
  type CateringRequestInput,
  type CateringRequestReceipt,
  endsNextDay,
  Temporal,
  zonePlainDate,
} from "@fooddir/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, rowsOf } from "../../db/client.ts";
import { cateringMatches, cateringRequests, cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { notifyCateringRequestStored } from "../notifications/catering-events.ts";
import { readCateringOptions } from "../settings/read-catering-options.ts";
import { checkWallTime, parseLocalDate } from "../stops/stop-time-checks.ts";
import { alertCateringHold } from "./alert-catering-hold.ts";
import type { createCateringCaps } from "./catering-throttle.ts";
import { findCateringCandidates } from "./find-catering-candidates.ts";
import { locateCateringRequest } from "./locate-catering-request.ts";
import { matchCaterers } from "./match-caterers.ts";
import { type CateringMailDeps, sendCateringRequest } from "./send-catering-request.ts";

export const EVENT_DATE_PAST = "The event date must be today or later.";
export const EVENT_DATE_FAR = `The event date may be at most ${CATERING_LIMITS.aheadDays} days ahead.`;
export const UNKNOWN_CUISINES = "Choose cuisines of this site's list.";

/**
 * POST /api/catering-requests: checks what needs the domain (422 at the field, nothing
 * written): the event date from today to CATERING_LIMITS.aheadDays ahead in the domain's zone,
 * start and end times that exist there (not in a spring-forward gap; an end before the start is
 * on the next day, issue 38), cuisines that
 * are the domain's cuisine tags. Then stores the request with its instants, matches the members
 * (findCateringCandidates + matchCaterers, the best `catering_matches`), stores the matches as
 * pending and, with `catering_auto_send`, mails them (sendCateringRequest). A failure to queue
 * the mails is logged, never the visitor's error: the matches stay pending for staff to send.
 *
 * With `caps` (CATERING_CAPS), a request about to be mailed first takes the domain's and its
 * trucks' counts; past either it is stored with `held_reason` and mailed to no one (status `new`:
 * staff review it and may send it), and the first one held in the window alerts the site admins.
 * Every stored request mails its requester a receipt, and the staff hear of it unless it is
 * held (notifyCateringRequestStored, issue 38).
 *
 * `store: false` (a bot caught by the honeypot) runs the same checks and matching and answers
 * the same shape with an id drawn from the same sequence, but writes and mails nothing.
 */
export async function createCateringRequest(
  db: Db,
  tenant: Tenant,
  input: CateringRequestInput,
  deps: CateringMailDeps & {
    log?: Pick<FastifyBaseLogger, "error" | "info" | "warn">;
    caps?: ReturnType<typeof createCateringCaps>;
  },
  options: { store?: boolean } = {},
): Promise<CateringRequestReceipt> {
  const now = deps.now?.() ?? new Date();
  const [timeZone, known, settings] = await Promise.all([
    domainTimeZone(db, tenant),
    knownCuisines(db, tenant, input.cuisines),
    readCateringOptions(db, tenant),
  ]);
  const today = zonePlainDate(now, timeZone);
  const errors = checkRequest(input, { today, timeZone, known });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const place = await locateCateringRequest(input, deps);

  const startsAt = instantOf(input.event_date, input.start_time, timeZone);
  const endsAt = instantOf(endDateOf(input), input.end_time, timeZone);
  const candidates = await findCateringCandidates(db, tenant, {
    starts_at: startsAt,
    ends_at: endsAt,
  });
  const ranked = matchCaterers(
    {
      starts_at: startsAt.getTime(),
      ends_at: endsAt.getTime(),
      event_date: input.event_date,
      today: today.toString(),
      guests: input.guests,
      place: place.lat != null && place.lng != null ? { lat: place.lat, lng: place.lng } : null,
      cuisines: input.cuisines,
    },
    candidates,
    settings.matches,
  );

  if (options.store === false) {
    const [{ id }] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select nextval(pg_get_serial_sequence('catering_requests', 'id'))::int as id`,
      ),
    );
    const mailed = settings.autoSend && ranked.length > 0;
    return { id: Number(id), status: mailed ? "sent" : "new", matched: ranked.length };
  }

  const autoSend = settings.autoSend && ranked.length > 0;
  const titles = new Map(candidates.map((c) => [c.member_id, c.title]));
  const cap =
    autoSend && deps.caps
      ? await deps.caps.take(
          tenant.id,
          ranked.map((r) => ({ member_id: r.member_id, title: titles.get(r.member_id) ?? "" })),
        )
      : { heldReason: "", alert: false };

  const id = await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(cateringRequests)
      .values({
        domain_id: tenant.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        event_date: input.event_date,
        start_time: input.start_time,
        end_time: input.end_time,
        starts_at: startsAt,
        ends_at: endsAt,
        guests: input.guests,
        budget_min: input.budget_min ?? null,
        budget_max: input.budget_max ?? null,
        address: input.address,
        lat: place.lat,
        lng: place.lng,
        cuisines: input.cuisines,
        dietary: input.dietary,
        notes: input.notes,
        held_reason: cap.heldReason,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: cateringRequests.id });
    if (ranked.length > 0) {
      await tx.insert(cateringMatches).values(
        ranked.map((match) => ({
          domain_id: tenant.id,
          request_id: request.id,
          member_id: match.member_id,
          score: match.score,
          status: "pending",
          created_at: now,
          updated_at: now,
        })),
      );
    }
    return request.id;
  });

  if (cap.alert && deps.caps && deps.log) {
    // Not awaited: the visitor's answer never waits for the admins' mail.
    const alert = { mailer: deps.mailer, defaultFrom: deps.config.mailFrom, log: deps.log };
    void alertCateringHold(db, tenant, { ...alert, limits: deps.caps.limits });
  }
  let queued = 0;
  if (autoSend && !cap.heldReason) {
    try {
      queued = await sendCateringRequest(db, tenant, id, deps);
    } catch (err) {
      deps.log?.error({ err, catering_request: id }, "catering request mails not queued");
      const [row] = await db
        .select({ status: cateringRequests.status })
        .from(cateringRequests)
        .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)));
      queued = row?.status === "sent" ? 1 : 0;
    }
  }
  // The requester's receipt, and the staff told (notifications/catering-events.ts).
  const next = queued > 0 ? "sent" : cap.heldReason ? "held" : ranked.length > 0 ? "staff" : "none";
  await notifyCateringRequestStored(db, tenant, { id, next, matched: ranked.length }, deps);
  return { id, status: queued > 0 ? "sent" : "new", matched: ranked.length };
}

/** The domain's cuisine tag ids among `ids`. */
async function knownCuisines(db: Db, tenant: Tenant, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cuisineTags.id })
    .from(cuisineTags)
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), inArray(cuisineTags.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The field errors of what only the domain can check (the schema checked the rest). */
function checkRequest(
  input: CateringRequestInput,
  context: { today: Temporal.PlainDate; timeZone: string; known: Set<number> },
): FieldErrors {
  const errors: FieldErrors = {};
  const date = parseLocalDate(input.event_date);
  if (!date) {
    addFieldError(errors, "event_date", "The event date is not a real date.");
  } else if (Temporal.PlainDate.compare(date, context.today) < 0) {
    addFieldError(errors, "event_date", EVENT_DATE_PAST);
  } else if (
    Temporal.PlainDate.compare(date, context.today.add({ days: CATERING_LIMITS.aheadDays })) > 0
  ) {
    addFieldError(errors, "event_date", EVENT_DATE_FAR);
  } else {
    for (const field of ["start_time", "end_time"] as const) {
      const day = field === "end_time" ? endDateOf(input) : input.event_date;
      const problem = checkWallTime(`${day}T${input[field]}`, context.timeZone);
      if (problem) addFieldError(errors, field, problem);
    }
  }
  if (input.cuisines.some((id) => !context.known.has(id))) {
    addFieldError(errors, "cuisines", UNKNOWN_CUISINES);
  }
  return errors;
}

/** The local date the event ends on: the next day when its end time is before its start time. */
function endDateOf(input: Pick<CateringRequestInput, "event_date" | "start_time" | "end_time">) {
  return endsNextDay(input.start_time, input.end_time)
    ? Temporal.PlainDate.from(input.event_date).add({ days: 1 }).toString()
    : input.event_date;
}

/** A local date and time of the zone as an instant (a repeated fall-back time: the earlier). */
function instantOf(date: string, time: string, timeZone: string): Date {
  const wall = Temporal.PlainDateTime.from(`${date}T${time}`);
  return new Date(
    wall.toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds,
  );
}
