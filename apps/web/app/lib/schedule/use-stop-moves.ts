import type { ScheduleOccurrence, Stop } from "@fooddir/contract";
import type { EventDropArg } from "@fullcalendar/core";
import type { EventResizeDoneArg } from "@fullcalendar/interaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showApiError } from "../api/errors.ts";
import { notify } from "../notify.ts";
import { scheduleApi, scheduleKeys } from "./api.ts";
import {
  droppedTo,
  type MoveChoice,
  type MovedOccurrence,
  type MovePlan,
  movePlan,
} from "./drag.ts";

/** A drag of a recurring stop's occurrence, waiting for "only this date" or "the whole series". */
export type PendingMove = {
  stop: Stop;
  occurrence: MovedOccurrence;
  to: { startsAt: string; endsAt: string };
  revert: () => void;
};

/** Runs a plan: the one-off stop first (nothing changed if refused), then the series' update. */
async function runPlan(plan: MovePlan) {
  if (!plan.create) return scheduleApi.update(plan.update.id, plan.update.body);
  const created = await scheduleApi.create(plan.create);
  try {
    return await scheduleApi.update(plan.update.id, plan.update.body);
  } catch (error) {
    await scheduleApi.remove(created.id).catch(() => undefined);
    throw error;
  }
}

/**
 * Drag to move and resize in the week view: a one-off stop takes the new wall times at once; a
 * recurring one asks first (`pending`). A refused or cancelled move puts the event back
 * (`info.revert()`) and a refusal shows the API's message.
 */
export function useStopMoves(stopOf: (id: number) => Stop | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const move = useMutation({ meta: { silent: true }, mutationFn: runPlan });

  const run = (m: PendingMove, choice: MoveChoice) =>
    move.mutate(movePlan(m.stop, m.occurrence, m.to, choice), {
      onSuccess: () => notify.success(choice === "only" ? "Date moved." : "Stop moved."),
      onError: (error) => {
        m.revert();
        showApiError(error);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    });

  const onMove = (info: EventDropArg | EventResizeDoneArg) => {
    const o = info.event.extendedProps.occurrence as ScheduleOccurrence;
    const stop = stopOf(o.stop_id);
    if (!stop) return info.revert();
    const occurrence = {
      date: o.date,
      startsAt: o.starts_at.slice(0, 16),
      endsAt: o.ends_at.slice(0, 16),
    };
    const m: PendingMove = {
      stop,
      occurrence,
      // The stored wall times moved by the drop's or resize's deltas.
      to: droppedTo(occurrence, "delta" in info ? { delta: info.delta } : info),
      revert: info.revert,
    };
    if (stop.rrule) setPending(m);
    else run(m, "series");
  };

  /** The answer to "Move only this date or the whole series?"; null: cancelled. */
  const choose = (choice: MoveChoice | null) => {
    if (!pending) return;
    setPending(null);
    if (choice) run(pending, choice);
    else pending.revert();
  };

  return { pending, choose, onMove, moving: move.isPending };
}
