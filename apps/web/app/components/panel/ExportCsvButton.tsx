import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { CsvExport } from "../../lib/api/csv-export.ts";
import { downloadText } from "../../lib/download.ts";
import { notify } from "../../lib/notify.ts";

type Props = {
  /** Fetches the CSV of what the list shows (its filters). */
  exportCsv: () => Promise<CsvExport>;
  /** Nothing to export (an empty list) disables the button. */
  disabled?: boolean;
};

/** "Export CSV" of a list screen: downloads the file, says so; a failure toasts its error. */
export function ExportCsvButton({ exportCsv, disabled = false }: Props) {
  const run = useMutation({
    mutationFn: exportCsv,
    onSuccess: ({ csv, fileName }) => {
      downloadText(csv, fileName);
      notify.success(`Exported ${fileName}.`);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={run.isPending}
      disabled={disabled}
      onClick={() => run.mutate()}
    >
      Export CSV
    </Button>
  );
}
