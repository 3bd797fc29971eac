import { createContext } from "react";
import type { CateringReceiptView } from "./types.ts";

/**
 * The "Book a truck" form (a Form block with form "catering"): its field names, which the page's
 * action reads back (submit-catering-form.server.ts), and what the page hands it to render.
 */
export const CATERING_TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "event_date",
  "start_time",
  "end_time",
  "guests",
  "budget_min",
  "budget_max",
  "address",
  "dietary_other",
  "notes",
] as const;
export type CateringTextField = (typeof CATERING_TEXT_FIELDS)[number];
/** The checkbox groups: cuisine tag ids and dietary needs. */
export const CATERING_LIST_FIELDS = ["cuisines", "dietary"] as const;
export type CateringListField = (typeof CATERING_LIST_FIELDS)[number];

/** What the form needs from its site: cuisine tags to choose from, today and the currency. */
export type CateringFormData = {
  cuisines: { id: number; title: string }[];
  /** Today in the site's time zone (`2027-05-14`): the earliest event date. */
  today: string;
  /** The site's currency option (ISO 4217). */
  currency: string;
};

/**
 * Given by the page that shows the form (routes/public/page.tsx). Absent in the builder: the
 * form then shows without cuisines and without a first date.
 */
export const CateringFormContext = createContext<CateringFormData | null>(null);

const EVENT_DATE = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A local date written out: `2027-05-14` -> "Friday 14 May 2027" (the text itself otherwise). */
export function formatEventDate(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) return date;
  const parts = Object.fromEntries(
    EVENT_DATE.formatToParts(ms).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

const PLURAL = new Intl.PluralRules("en");

/** "1 caterer" / "3 caterers": the site's neutral word for its vendors, in the right number. */
export function caterersText(count: number): string {
  return `${count} ${PLURAL.select(count) === "one" ? "caterer" : "caterers"}`;
}

/** The confirmation a visitor reads once the request is in. */
export function receiptText(receipt: CateringReceiptView): string {
  const when = formatEventDate(receipt.event_date);
  if (receipt.matched === 0) {
    return `Thanks, ${receipt.name}. We received your request for your event on ${when}. No caterer matched it at once: our team will look at it and answer by mail to ${receipt.email}.`;
  }
  const answers =
    PLURAL.select(receipt.matched) === "one" ? "its answer comes" : "their answers come";
  return `Thanks, ${receipt.name}. We asked ${caterersText(receipt.matched)} about your event on ${when}; ${answers} by mail to ${receipt.email}.`;
}
