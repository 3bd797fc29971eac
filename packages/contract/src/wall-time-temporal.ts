import { Temporal } from "temporal-polyfill";

/**
 * Temporal for the code that needs more than wall-time.ts (the API's rule expansion, date
 * checks, demo data): one polyfill import for every workspace, so all of them share one
 * Temporal implementation. Kept apart from wall-time.ts so a bundle that uses only those
 * helpers leaves the polyfill out (temporal-polyfill declares its modules free of side effects).
 */
export { Temporal };

/** An instant: a Temporal.Instant, a Date, or epoch milliseconds. */
export type InstantLike = Temporal.Instant | Date | number;

/** Also takes an Instant of another Temporal implementation (native, another polyfill copy). */
export function toInstant(value: InstantLike): Temporal.Instant {
  if (typeof value === "number") return Temporal.Instant.fromEpochMilliseconds(value);
  if (value instanceof Date) return Temporal.Instant.fromEpochMilliseconds(value.getTime());
  if (value instanceof Temporal.Instant) return value;
  return Temporal.Instant.fromEpochNanoseconds(
    (value as { epochNanoseconds: bigint }).epochNanoseconds,
  );
}

/** The zone's date at an instant, as a Temporal.PlainDate (its "today" when given now). */
export function zonePlainDate(now: InstantLike, timeZone: string): Temporal.PlainDate {
  return toInstant(now).toZonedDateTimeISO(timeZone).toPlainDate();
}
