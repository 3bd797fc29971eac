import { dayAndDate, type Stop } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../lib/notify.ts";
import { scheduleApi, scheduleKeys } from "../../lib/schedule/api.ts";
import { inputOfStop } from "../../lib/schedule/drag.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";

/** One date of a stop to cancel (its occurrence's `date`), with what to call it. */
export type CancelTarget = { stop: Stop; date: string; title: string } | null;

/** The body that cancels `date` in `stop`'s series (or the whole one-off stop's date). */
export function cancelDateBody(stop: Stop, date: string) {
  return { ...inputOfStop(stop), exdates: [...new Set([...stop.exdates, date])].sort() };
}

/**
 * "Cancel this date": after a confirmation, PUT the stop with the date added to its exdates
 * (contract.md: `exdates` are the local dates of cancelled occurrences). A one-off stop has no
 * dates to skip: it is deleted instead, which the dialog says.
 */
export function CancelDateDialog({
  target,
  onClose,
  onDone,
}: {
  target: CancelTarget;
  onClose: () => void;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: ({ stop, date }: NonNullable<CancelTarget>) =>
      stop.rrule
        ? scheduleApi.update(stop.id, cancelDateBody(stop, date))
        : scheduleApi.remove(stop.id),
    onSuccess: (_r, { date }) => {
      notify.success(`${dayAndDate(date)} cancelled.`);
      onClose();
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
  const oneOff = target ? !target.stop.rrule : false;
  return (
    <ConfirmDialog
      opened={target !== null}
      title={`Cancel ${target ? dayAndDate(target.date) : "this date"}?`}
      confirmLabel="Cancel this date"
      cancelLabel="Keep it"
      danger
      loading={cancel.isPending}
      onClose={onClose}
      onConfirm={() => target && cancel.mutate(target)}
    >
      {oneOff
        ? `${target?.title} does not repeat, so this stop is deleted.`
        : `${target?.title} will not be there on that date; the other dates of the series stay. You can restore the date from the stop's form.`}
    </ConfirmDialog>
  );
}
