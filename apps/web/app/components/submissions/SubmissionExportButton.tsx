import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { notify } from "../../lib/notify.ts";
import { downloadText, submissionsApi } from "../../lib/submissions/api.ts";
import type { SubmissionFilterQuery } from "../../lib/submissions/list-state.ts";

type Props = {
  filters: SubmissionFilterQuery;
  /** Nothing to export (an empty list) disables the button. */
  disabled?: boolean;
};

/** Downloads the CSV of the submissions matching the current filters (errors toast). */
export function SubmissionExportButton({ filters, disabled = false }: Props) {
  const exportCsv = useMutation({
    mutationFn: () => submissionsApi.exportCsv(filters),
    onSuccess: ({ csv, fileName }) => {
      downloadText(csv, fileName);
      notify.success(`Exported ${fileName}.`);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exportCsv.isPending}
      disabled={disabled}
      onClick={() => exportCsv.mutate()}
    >
      Export CSV
    </Button>
  );
}
