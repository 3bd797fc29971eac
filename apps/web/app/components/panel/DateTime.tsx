const DAY_MS = 24 * 60 * 60 * 1000;
/** The panel speaks English; en-GB gives "12 Mar 2026" and a 24-hour clock. */
const LOCALE = "en-GB";
const clock = new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", year: "numeric" });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

/** A date from the API (ISO, or `YYYY-MM-DD HH:mm:ss`), or null when missing or unreadable. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Midnight (local) of a date's calendar day, in ms. */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The exact local date and time as spec §9 writes post dates: `YYYY-MM-DD HH:mm:ss`. */
export function exactDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * A date as people say it, by calendar days of local time: "Today, 14:05", "Yesterday, 09:12",
 * "3 days ago" (up to 6), "Tomorrow, 08:00", otherwise "12 Mar 2026".
 */
export function humanDate(date: Date, now: Date = new Date()): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  const time = clock.format(date);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Yesterday, ${time}`;
  if (days === -1) return `Tomorrow, ${time}`;
  if (days > 1 && days < 7) return relative.format(-days, "day");
  return day.format(date);
}

type Props = {
  /** The API's date; nothing is rendered without one, an unreadable one is shown as it is. */
  value: string | null | undefined;
  /** "Now" for the human text (tests); the current time by default. */
  now?: Date;
};

/**
 * A panel date: a human text ("Yesterday, 14:05") in a `<time>` whose title (hover) is the exact
 * local date and time. Put it inside a Text for the size and color.
 */
export function DateTime({ value, now }: Props) {
  const date = parseApiDate(value);
  if (!value) return null;
  if (!date) return <span>{value}</span>;
  const exact = exactDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={exact}>
      {humanDate(date, now)}
    </time>
  );
}
