import { Box, Text } from "@mantine/core";
import type { FieldChange } from "../../lib/revisions/compare.ts";
import { DiffText } from "./DiffText.tsx";

/** The changed fields, each with its text diff, as a description list. */
export function FieldDiffList({ fields }: { fields: FieldChange[] }) {
  if (fields.length === 0) return null;
  return (
    <Box component="dl" m={0} data-testid="field-diffs">
      {fields.map((f) => (
        <Box key={f.field} mb="sm">
          <Text component="dt" size="sm" fw={600}>
            {f.label}
          </Text>
          <Box component="dd" ml={0} mt={2}>
            <DiffText segments={f.segments} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
