import type { NotificationCounts } from "@fooddir/contract";
import { formatCount } from "../content/format.ts";

/** A count the panel shows: the screen where it is acted on and how it is said. */
export type WaitingItem = {
  key: keyof NotificationCounts;
  /** The screen to act on it; also the navigation section that shows the count. */
  to: string;
  /** The dashboard tile's title. */
  title: string;
  /** "3 changes to review". */
  text: (count: number) => string;
};

/**
 * The counts with a screen, in the navigation's order. `expiring_papers` and `new_applications`
 * have none until events exist (the API answers 0): they join this list with their screens.
 */
export const WAITING_ITEMS: readonly WaitingItem[] = [
  {
    key: "new_submissions",
    to: "/panel/submissions",
    title: "New submissions",
    text: (n) => formatCount(n, "new submission"),
  },
  {
    // The list marks the requests no one has opened yet "New" (a status filter would miss
    // those already mailed to trucks).
    key: "new_catering_requests",
    to: "/panel/catering-requests",
    title: "New catering requests",
    text: (n) => formatCount(n, "new catering request"),
  },
  {
    key: "pending_reviews",
    to: "/panel/reviews",
    title: "Changes to review",
    text: (n) => `${formatCount(n, "change")} to review`,
  },
];

/** The items with something waiting, with their count. */
export function waitingItems(counts: NotificationCounts | undefined) {
  return WAITING_ITEMS.map((item) => ({ ...item, count: counts?.[item.key] ?? 0 })).filter(
    (item) => item.count > 0,
  );
}

/** Everything waiting that has a screen. */
export function totalWaiting(counts: NotificationCounts | undefined): number {
  return waitingItems(counts).reduce((sum, item) => sum + item.count, 0);
}

/** The count a navigation section shows (0: none). */
export function sectionCount(counts: NotificationCounts | undefined, to: string): number {
  const item = WAITING_ITEMS.find((i) => i.to === to);
  return item ? (counts?.[item.key] ?? 0) : 0;
}

/** The bell's accessible name: "Notifications: 5 waiting", "Notifications: nothing waiting". */
export function bellLabel(counts: NotificationCounts | undefined): string {
  if (!counts) return "Notifications";
  const total = totalWaiting(counts);
  return `Notifications: ${total > 0 ? `${total} waiting` : "nothing waiting"}`;
}
