import { API_PATHS, type NotificationCounts } from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";

/** Calls of the panel's notification counts (contract.md "Notifications, search, places"). */

export const notificationKeys = {
  /** Every count (invalidate after a write or an opening that changes what waits). */
  all: ["notifications"] as const,
  /** Per domain: a domain switch shows the other domain's counts, never the old ones. */
  counts: (domainId: number | undefined) => ["notifications", "counts", domainId] as const,
};

export const notificationsApi = {
  /** GET /api/notifications/counts: what the signed-in staff user may act on (roles 1-3). */
  counts: () => apiData<NotificationCounts>(API_PATHS.notificationCounts),
};
