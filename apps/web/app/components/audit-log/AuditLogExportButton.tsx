import type { AuditFilters } from "@fooddir/contract";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { auditLogApi } from "../../lib/audit-log/api.ts";
import { notify } from "../../lib/notify.ts";
import { downloadText } from "../../lib/submissions/api.ts";

type Props = {
  filters: AuditFilters;
  /** Nothing to export (an empty list) disables the button. */
  disabled?: boolean;
};

/** Downloads the CSV of the entries matching the current filters (errors toast). */
export function AuditLogExportButton({ filters, disabled = false }: Props) {
  const exportCsv = useMutation({
    mutationFn: () => auditLogApi.exportCsv(filters),
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
