import { API_PATHS, type ListEnvelope, type Location, type ScheduleStop } from "@fooddir/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/browser.ts";
import { locationKeys } from "../locations/api.ts";
import { refreshWaiting } from "../notifications/use-waiting.ts";
import { notify } from "../notify.ts";
import { scheduleKeys } from "../schedule/api.ts";

/**
 * Vendors' places and stop notes waiting for review (issue 37), for staff's review queue: the
 * pending locations (GET /api/locations?status=proposed) and the stops with a note waiting (GET
 * /api/stops/pending-notes), approved or rejected with one click each.
 */

export const stopReviewKeys = {
  spots: [...locationKeys.all, "proposed"] as const,
  notes: [...scheduleKeys.all, "pending-notes"] as const,
};

export const stopReviewsApi = {
  spots: async () =>
    (
      await api()<ListEnvelope<Location>>(API_PATHS.locations, {
        query: { status: "proposed" },
      })
    ).data,
  notes: async () =>
    (await api()<ListEnvelope<ScheduleStop>>(`${API_PATHS.stops}/pending-notes`)).data,
  /** `approve` or `reject` a place (rejecting deletes it with its stops). */
  spot: (id: number, verdict: Verdict) =>
    api()(`${API_PATHS.locations}/${id}/${verdict}`, { method: "POST" }),
  /** `approve` or `reject` a stop's waiting note. */
  note: (id: number, verdict: Verdict) =>
    api()(`${API_PATHS.stops}/${id}/${verdict}-note`, { method: "POST" }),
};

export type Verdict = "approve" | "reject";
export type StopReviewTarget = { kind: "spot" | "note"; id: number; verdict: Verdict };

export function usePendingSpots() {
  return useQuery({ queryKey: stopReviewKeys.spots, queryFn: stopReviewsApi.spots, staleTime: 0 });
}

export function usePendingStopNotes() {
  return useQuery({ queryKey: stopReviewKeys.notes, queryFn: stopReviewsApi.notes, staleTime: 0 });
}

const DONE: Record<StopReviewTarget["kind"], Record<Verdict, string>> = {
  spot: {
    approve: "Approved: the spot and its stops show on the site",
    reject: "Rejected: the spot and its stops are removed",
  },
  note: {
    approve: "Approved: the site shows the note",
    reject: "Rejected: the site keeps the earlier note",
  },
};

/** One verdict; the locations and schedule are read again (errors toast, e.g. decided already). */
export function useStopReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, verdict }: StopReviewTarget) =>
      kind === "spot" ? stopReviewsApi.spot(id, verdict) : stopReviewsApi.note(id, verdict),
    onSuccess: (_answer, { kind, verdict }) => notify.success(DONE[kind][verdict]),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        refreshWaiting(queryClient),
      ]),
  });
}
