import { Text } from "@mantine/core";
import { DateTime } from "../DateTime.tsx";
import type { RecordColumn } from "./types.ts";

/** A column of a row's date and time (local, `<time>`), kept on one line. */
export function dateTimeColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string | null,
): RecordColumn<T> {
  return {
    id,
    header,
    nowrap: true,
    skeleton: 120,
    cell: (row) => (
      <Text size="sm" fz="xs">
        <DateTime value={value(row)} />
      </Text>
    ),
  };
}
