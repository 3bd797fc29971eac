import { type StopInput, Temporal } from "@fooddir/contract";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { liveMembersWhere } from "../posts/post-filters.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { mayActOnMember } from "../vendors/member-scope.ts";
import { normalizedRrule, parseRrule, type StopRule } from "./occurrences.ts";
import { checkStopTimes, checkWallTime, parseLocalDate } from "./stop-time-checks.ts";

export const MEMBER_NOT_HERE = "Choose a member of this site.";
/** A member (role 4) names another listing than its own. */
export const MEMBER_NOT_YOURS = "Choose one of your listings.";
export const LOCATION_NOT_HERE = "Choose a saved location of this site.";
export const YEAR_OUT_OF_RANGE = "Use a date between 1970 and 2199.";
export const EXDATE_INVALID = "Each cancelled date must be a real date like 2027-03-17.";

/** What a valid stop input stores besides its fields: the rule as normalized text and the dates it spans. */
export type CheckedStop = {
  rrule: string | null;
  exdates: string[];
  first_date: string;
  last_date: string | null;
};

/** What a stop stores of a checked input (besides its note): its member, place, times and rule. */
export const storedStop = (input: StopInput, checked: CheckedStop) => ({
  member_id: input.member_id,
  location_id: input.location_id,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
  ...checked,
});

/**
 * The local dates a stop's series can reach, for the window index: from its first start to its
 * last end, an upper bound (a weekly COUNT is counted as whole weeks; UNTIL in UTC gets a day of
 * slack for the zone); null when the series never ends.
 */
export function lastDateOf(startsAt: string, endsAt: string, rule: StopRule | null): string | null {
  const start = Temporal.PlainDateTime.from(startsAt).toPlainDate();
  const endDays = Temporal.PlainDateTime.from(endsAt).toPlainDate().since(start).days;
  if (!rule) return Temporal.PlainDateTime.from(endsAt).toPlainDate().toString();
  if (rule.count !== undefined) {
    const span =
      rule.freq === "DAILY" ? (rule.count - 1) * rule.interval : rule.count * rule.interval * 7;
    return start.add({ days: span + endDays }).toString();
  }
  if (rule.until) {
    const until = rule.until;
    const date =
      until.kind === "date"
        ? Temporal.PlainDate.from(until.date)
        : until.kind === "local"
          ? Temporal.PlainDateTime.from(until.dateTime).toPlainDate()
          : Temporal.Instant.from(until.instant)
              .toZonedDateTimeISO("UTC")
              .toPlainDate()
              .add({ days: 1 });
    return date.add({ days: endDays }).toString();
  }
  return null;
}

export const UNTIL_BEFORE_START = "The rule's end (UNTIL) must be on or after the first start.";
export const UNTIL_TOO_LATE =
  "The rule's end (UNTIL) must be before 2200; leave it out to repeat with no end.";

/** What is wrong with a rule's UNTIL for a stop starting at `startsAt`, or null. */
function untilProblem(rule: StopRule, startsAt: string): string | null {
  const until = rule.until;
  if (!until) return null;
  const date =
    until.kind === "date" ? until.date : until.kind === "local" ? until.dateTime : until.instant;
  if (date.slice(0, 10) < startsAt.slice(0, 10)) return UNTIL_BEFORE_START;
  if (date.slice(0, 4) >= "2200") return UNTIL_TOO_LATE;
  return null;
}

/**
 * Checks a stop's input against the domain (contract.md "Where the trucks are"): a member post
 * and a saved location of this domain, readable times with the end after the start and at most
 * 24 hours later, a rule of the subset, real cancelled dates; a one-off stop whose time does not
 * exist in the zone (a spring-forward gap) is refused, a series moves such an occurrence
 * forward (decision 022). A member (role 4, `actor`) names one of its listings only, and a
 * location staff approved or one it proposed itself (issue 37). One 422 names every bad field;
 * nothing is written.
 */
export async function checkStop(
  db: Db,
  tenant: Tenant,
  input: StopInput,
  timeZone: string,
  actor: MemberActor | null = null,
): Promise<CheckedStop> {
  const errors: FieldErrors = {};
  if (!mayActOnMember(actor?.scope ?? null, input.member_id)) {
    addFieldError(errors, "member_id", MEMBER_NOT_YOURS);
  }
  const [member] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(liveMembersWhere(tenant, eq(posts.id, input.member_id)))
    .limit(1);
  if (!member && !errors.member_id) addFieldError(errors, "member_id", MEMBER_NOT_HERE);
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        tenantWhere(tenant, locations.domain_id),
        eq(locations.id, input.location_id),
        actor
          ? or(eq(locations.status, "approved"), eq(locations.proposed_by, actor.userId))
          : undefined,
      ),
    )
    .limit(1);
  if (!location) addFieldError(errors, "location_id", LOCATION_NOT_HERE);

  let times = checkStopTimes(input.starts_at, input.ends_at);
  const year = Number(input.starts_at.slice(0, 4));
  if (!times && (year < 1970 || year > 2199)) {
    times = { field: "starts_at", message: YEAR_OUT_OF_RANGE };
  }
  if (times) addFieldError(errors, times.field, times.message);
  let rule: StopRule | null = null;
  if (input.rrule) {
    const parsed = parseRrule(input.rrule);
    if (!parsed.ok) addFieldError(errors, "rrule", parsed.error);
    else if (untilProblem(parsed.rule, input.starts_at)) {
      addFieldError(errors, "rrule", untilProblem(parsed.rule, input.starts_at) as string);
    } else rule = parsed.rule;
  } else if (!times) {
    for (const field of ["starts_at", "ends_at"] as const) {
      const gap = checkWallTime(input[field], timeZone);
      if (gap) addFieldError(errors, field, gap);
    }
  }
  const exdates = [...new Set(input.exdates ?? [])].sort();
  if (exdates.some((d) => !parseLocalDate(d) || d < "1970" || d > "2200")) {
    addFieldError(errors, "exdates", EXDATE_INVALID);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  return {
    rrule: rule ? normalizedRrule(rule) : null,
    exdates,
    first_date: input.starts_at.slice(0, 10),
    last_date: lastDateOf(input.starts_at, input.ends_at, rule),
  };
}
