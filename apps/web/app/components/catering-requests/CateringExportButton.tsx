import type { CateringRequestFilters } from "@fooddir/contract";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { cateringApi } from "../../lib/catering-requests/api.ts";
import { notify } from "../../lib/notify.ts";
import { downloadText } from "../../lib/submissions/api.ts";

type Props = {
  filters: CateringRequestFilters;
  /** Nothing to export (an empty list) disables the button. */
  disabled?: boolean;
};

/** Downloads the CSV of the requests matching the current filters (errors toast). */
export function CateringExportButton({ filters, disabled = false }: Props) {
  const exportCsv = useMutation({
    mutationFn: () => cateringApi.exportCsv(filters),
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
