import {
  CATERING_ACTIONS,
  type CateringAction,
  type CateringMatchStatus,
  type CateringResponseView,
  DIETARY_LABELS,
} from "@fooddir/contract";
import { SIGNED_LINK_PAGE_HEADERS } from "./signed-link-headers.ts";

/**
 * `/respond/{token}` (contract.md "Catering requests that reach the right trucks"): the page a
 * truck opens from a request's mail. Never kept by the page cache or any shared cache, never
 * indexed (server/cached-render.ts, server/site-listener.ts and the route's headers).
 */
export const RESPOND_PATH = "/respond";

const RESPOND_PREFIX = `${RESPOND_PATH}/`;

/** Whether a path is a respond page (or below one). */
export function isRespondPath(pathname: string): boolean {
  return pathname === RESPOND_PATH || pathname.startsWith(RESPOND_PREFIX);
}

/** The headers of every respond page (signed-link-headers.ts). */
export const RESPOND_HEADERS = SIGNED_LINK_PAGE_HEADERS;

/** Where a respond page posts (the token as a path segment). */
export const respondHref = (token: string) => `${RESPOND_PATH}/${encodeURIComponent(token)}`;

const isAction = (value: unknown): value is CateringAction =>
  typeof value === "string" && (CATERING_ACTIONS as readonly string[]).includes(value);

/** `?action=` of a mail link (which answer the truck clicked) or `?done=` after a post. */
export function actionParam(url: URL, name: "action" | "done"): CateringAction | null {
  const value = url.searchParams.get(name);
  return isAction(value) ? value : null;
}
export { isAction as isCateringAction };

/**
 * The answers that still make sense after the truck's own (issue 38): once interested or quoted,
 * a quote (to send or revise) or a decline; once declined, interested or a quote; else all three.
 */
export function answersAfter(status: CateringMatchStatus): CateringAction[] {
  if (status === "interested" || status === "quoted") return ["quote", "decline"];
  if (status === "declined") return ["interested", "quote"];
  return [...CATERING_ACTIONS];
}

/** The answer forms in page order: those `answersAfter` offers, the one a mail link asked for first. */
export function sectionOrder(
  asked: CateringAction | null,
  status: CateringMatchStatus,
): CateringAction[] {
  const offered = answersAfter(status);
  return asked && offered.includes(asked)
    ? [asked, ...offered.filter((a) => a !== asked)]
    : offered;
}

/** An amount in the site's currency, cents only when there are some: "$1,200", "$99.50". */
export function formatMoney(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const options = {
    style: "currency",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } as const;
  try {
    return new Intl.NumberFormat("en-US", { ...options, currency }).format(amount);
  } catch {
    return new Intl.NumberFormat("en-US", { ...options, currency: "USD" }).format(amount);
  }
}

/** "$500 to $1,200", "from $500", "up to $1,200" or "Not given". */
export function budgetText(min: number | null, max: number | null, currency: string): string {
  if (min !== null && max !== null) {
    return min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)} to ${formatMoney(max, currency)}`;
  }
  if (min !== null) return `from ${formatMoney(min, currency)}`;
  if (max !== null) return `up to ${formatMoney(max, currency)}`;
  return "Not given";
}

/** A dietary need as people read it: the menu's label for a known tag, else the text. */
export const dietaryLabel = (need: string) =>
  (DIETARY_LABELS as Record<string, string>)[need] ?? need;

type EventRequest = Pick<
  CateringResponseView["request"],
  "guests" | "budget_min" | "budget_max" | "address" | "cuisines" | "dietary" | "notes"
>;

/**
 * The event a truck is asked to cater, in words, as term and value: the truck's answer page
 * (public) and its panel list (My catering) show the same facts; `when` is the date and hours
 * as that screen writes them.
 */
export function eventFacts(
  request: EventRequest,
  currency: string,
  when: { date: string; hours: string },
): [string, string][] {
  const rows: [string, string][] = [
    ["Date", when.date],
    ["Hours", when.hours],
    ["Guests", String(request.guests)],
    ["Budget", budgetText(request.budget_min, request.budget_max, currency)],
    ["Place", request.address],
    [
      "Cuisines",
      request.cuisines.length > 0 ? request.cuisines.map((c) => c.name).join(", ") : "Any",
    ],
    [
      "Dietary needs",
      request.dietary.length > 0 ? request.dietary.map(dietaryLabel).join(", ") : "None given",
    ],
  ];
  if (request.notes) rows.push(["Notes", request.notes]);
  return rows;
}

/** The truck's current answer in words. */
export function answerText(
  view: Pick<CateringResponseView, "status" | "quote">,
  currency: string,
): string {
  switch (view.status) {
    case "interested":
      return "You said you are interested.";
    case "quoted":
      return view.quote
        ? `You quoted ${formatMoney(view.quote.price, currency)}.`
        : "You sent a quote.";
    case "declined":
      return "You declined.";
    default:
      return "You have not answered yet.";
  }
}

/** What the page says after an answer was sent (`?done=`). */
export const DONE_TEXT: Record<CateringAction, string> = {
  interested: "Thank you: the requester now has your page and contact, and you have theirs below.",
  quote: "Thank you: your quote was sent to the requester.",
  decline: "Thank you: you declined this request.",
};

/** What an answer post came back with when it was refused (the page renders it in place). */
export type RespondFormState = {
  action: CateringAction;
  message: string;
  errors: Record<string, string>;
  values: { price: string; message: string };
};
