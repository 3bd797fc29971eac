import { Temporal } from "@fooddir/contract";
import { expandOccurrences, type Occurrence, type StopTimes } from "./occurrences.ts";

/** Zones, instants and windows of the occurrence tests (occurrences*.test.ts). */

export const NY = "America/New_York";
export const LA = "America/Los_Angeles";
export const BERLIN = "Europe/Berlin";

/** An instant from an ISO string with offset or Z (the injected clock of these tests). */
export const at = (iso: string) => Temporal.Instant.from(iso);
/** The window [from, to) of two ISO strings with offsets. */
export const win = (from: string, to: string) => ({ from: at(from), to: at(to) });
/** Wall-clock days between two local wall times of a zone, as a window. */
export const localWin = (from: string, to: string, zone: string) => ({
  from: Temporal.PlainDateTime.from(from).toZonedDateTime(zone).toInstant(),
  to: Temporal.PlainDateTime.from(to).toZonedDateTime(zone).toInstant(),
});
export const starts = (list: Occurrence[]) => list.map((o) => o.startsAt);
export const hours = (o: Occurrence) => (o.end - o.start) / 3_600_000;
/** A stop's times: local wall times of its first occurrence and its rule. */
export const stopTimes = (startsAt: string, endsAt: string, rrule: string): StopTimes => ({
  startsAt,
  endsAt,
  rrule,
});
/** The occurrences of a stop in the window of two local wall times of `zone`. */
export const expandIn = (stop: StopTimes, from: string, to: string, zone: string) =>
  expandOccurrences(stop, localWin(from, to, zone), zone);
