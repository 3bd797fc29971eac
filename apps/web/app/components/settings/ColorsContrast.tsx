import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { type ContrastWarning, WCAG_AA_MIN } from "../../lib/settings/colors.ts";

/**
 * The WCAG contrast result: one warning per pair under 4.5:1 (saving stays allowed), else a note
 * that every pair is readable. Titles stay in the default text color for contrast on the tint.
 */
export function ColorsContrast({ warnings }: { warnings: readonly ContrastWarning[] }) {
  if (warnings.length === 0) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Text span size="sm" fw={600}>
          Readable.
        </Text>{" "}
        Every checked pair reaches the {WCAG_AA_MIN}:1 WCAG AA contrast.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {warnings.map((w) => (
        <Alert
          key={w.label}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text span size="sm" fw={600}>
            Low contrast.
          </Text>{" "}
          {w.message} Some visitors will find this hard to read; you can still save.
        </Alert>
      ))}
    </Stack>
  );
}
