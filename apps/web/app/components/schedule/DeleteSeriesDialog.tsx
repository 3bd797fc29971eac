import type { Stop } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../lib/notify.ts";
import { scheduleApi, scheduleKeys } from "../../lib/schedule/api.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";

type Props = {
  /** The stop to delete; null: closed. */
  stop: Stop | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The confirmation before a stop is deleted with every date of its series, then the DELETE. */
export function DeleteSeriesDialog({ stop, onClose, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => scheduleApi.remove(id),
    onSuccess: () => {
      notify.success(stop?.rrule ? "Stop series deleted." : "Stop deleted.");
      onClose();
      onDeleted?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
  const series = Boolean(stop?.rrule);
  return (
    <ConfirmDialog
      opened={stop !== null}
      title={series ? "Delete this stop series?" : "Delete this stop?"}
      confirmLabel={series ? "Delete series" : "Delete stop"}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => stop && remove.mutate(stop.id)}
    >
      {series
        ? "Every date of this stop disappears from the site, its calendar feeds and the schedule. This cannot be undone; to skip one date, cancel that date instead."
        : "The stop disappears from the site, its calendar feeds and the schedule. This cannot be undone."}
    </ConfirmDialog>
  );
}
