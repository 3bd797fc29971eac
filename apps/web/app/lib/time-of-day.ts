/**
 * Clock times of the panel's time fields: `18:30` on the 24-hour clock, as the schedule's grid
 * and the API write them (issue 38: a browser's own time input showed "05:00 PM").
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TYPED = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/;

/** Whether `value` is a time `HH:MM` on the 24-hour clock. */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/**
 * What a person typed, written `HH:MM`: "9" → "09:00", "930" → "09:30", "1830" → "18:30",
 * "18.30" → "18:30"; null when it is no time of day ("25:00", "9:5", "noon").
 */
export function normalizeTimeOfDay(typed: string): string | null {
  const m = TYPED.exec(typed.trim());
  if (!m) return null;
  const time = `${m[1].padStart(2, "0")}:${m[2] ?? "00"}`;
  return isTimeOfDay(time) ? time : null;
}
