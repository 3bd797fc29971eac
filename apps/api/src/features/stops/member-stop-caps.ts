import {
  MEMBER_STOP_OCCURRENCES_MAX,
  MEMBER_STOP_PAST,
  MEMBER_STOPS_BUSY,
  MEMBER_STOPS_FULL,
  MEMBER_STOPS_MAX,
  STOPS_MAX_WINDOW_DAYS,
  Temporal,
  zoneDate,
} from "@fooddir/contract";
import { and, eq, gte, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { parseRrule, type StopRule } from "./occurrences.ts";
import type { CheckedStop } from "./stop-rules.ts";

/** The dates and rule of a stop, what its share of a listing's windows depends on. */
type Span = Pick<CheckedStop, "first_date" | "last_date" | "rrule">;

/**
 * The most occurrences a stop can start in any window of STOPS_MAX_WINDOW_DAYS local dates: one
 * for a one-off; a daily rule's every INTERVAL-th day, a weekly rule's BYDAY days of every
 * INTERVAL-th week (its start's weekday without BYDAY); never more than its COUNT.
 */
export function peakOccurrences(rule: StopRule | null): number {
  if (!rule) return 1;
  const days = STOPS_MAX_WINDOW_DAYS;
  const peak =
    rule.freq === "DAILY"
      ? Math.ceil(days / rule.interval)
      : (rule.byDay?.length || 1) * Math.ceil(days / (7 * rule.interval));
  return rule.count === undefined ? peak : Math.min(peak, rule.count);
}

const ruleOf = (rrule: string | null) => {
  if (!rrule) return null;
  const parsed = parseRrule(rrule);
  return parsed.ok ? parsed.rule : null;
};

/**
 * The most occurrences `spans` can start together in any window of STOPS_MAX_WINDOW_DAYS local
 * dates from `today` on. The sum only grows where a window reaches a stop's first date, so the
 * windows to try are today's and those ending on a stop's first date.
 */
export function peakWindowLoad(spans: readonly Span[], today: string): number {
  const last = STOPS_MAX_WINDOW_DAYS - 1;
  const loads = spans.map((s) => ({ ...s, load: peakOccurrences(ruleOf(s.rrule)) }));
  const starts = new Set([today]);
  for (const s of spans) {
    const start = Temporal.PlainDate.from(s.first_date).subtract({ days: last }).toString();
    if (start > today) starts.add(start);
  }
  let peak = 0;
  for (const start of starts) {
    const end = Temporal.PlainDate.from(start).add({ days: last }).toString();
    let sum = 0;
    for (const s of loads) {
      if (s.first_date <= end && (s.last_date === null || s.last_date >= start)) sum += s.load;
    }
    peak = Math.max(peak, sum);
  }
  return peak;
}

/**
 * A member's (role 4) stop against its listing's caps (issue 37), in the write's transaction:
 * the listing's row is locked, so concurrent writes of one listing count one after another.
 * The stop must not be over at `now` (the domain's local date in `timeZone`); the listing's
 * stops that are not over, with this one (`exceptId`: the stop it replaces), may number
 * MEMBER_STOPS_MAX and start MEMBER_STOP_OCCURRENCES_MAX occurrences in any 62 days. Else a
 * 422 on the field to change; stops staff made count too.
 */
export async function assertMemberStopCaps(
  tx: Db,
  tenant: Tenant,
  input: { memberId: number; stop: Span; exceptId?: number; now: number; timeZone: string },
) {
  const { memberId, stop } = input;
  const today = zoneDate(input.now, input.timeZone);
  if (stop.last_date !== null && stop.last_date < today) {
    throw fieldError("ends_at", MEMBER_STOP_PAST);
  }
  await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, memberId)))
    .for("update");
  const upcoming = await tx
    .select({ first_date: stops.first_date, last_date: stops.last_date, rrule: stops.rrule })
    .from(stops)
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        eq(stops.member_id, memberId),
        or(isNull(stops.last_date), gte(stops.last_date, today)),
        input.exceptId === undefined ? undefined : ne(stops.id, input.exceptId),
      ),
    );
  if (upcoming.length + 1 > MEMBER_STOPS_MAX) throw fieldError("member_id", MEMBER_STOPS_FULL);
  if (peakWindowLoad([...upcoming, stop], today) > MEMBER_STOP_OCCURRENCES_MAX) {
    throw fieldError(stop.rrule ? "rrule" : "starts_at", MEMBER_STOPS_BUSY);
  }
}
