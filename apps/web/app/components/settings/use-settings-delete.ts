import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../lib/notify.ts";
import { settingsKeys } from "../../lib/settings/api.ts";

/**
 * A settings list's delete behind a ConfirmDialog: `confirm` goes on the dialog (open while an
 * item is asked about); on success `deleted` words the toast; the settings are read again.
 */
export function useSettingsDelete<T>(
  remove: (item: T) => Promise<unknown>,
  deleted: (item: T) => string,
) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (_r, item) => {
      notify.success(deleted(item));
      setDeleting(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
  const confirm = {
    opened: deleting !== null,
    loading: mutation.isPending,
    onClose: () => setDeleting(null),
    onConfirm: () => deleting && mutation.mutate(deleting),
  };
  return { deleting, setDeleting, confirm };
}
