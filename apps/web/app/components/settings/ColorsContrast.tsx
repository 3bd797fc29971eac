import { Alert, Box, Group, List, Text } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { TEXT_MIN, type ThemeProblem } from "../../lib/readable-colors.ts";
import { type ColorAdjustment, formatRatio } from "../../lib/settings/colors.ts";

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      style={{
        display: "inline-block",
        width: 14,
        height: 14,
        borderRadius: 4,
        verticalAlign: "-2px",
        background: color,
        border: "1px solid var(--mantine-color-default-border)",
      }}
    />
  );
}

type Props = { adjustments: readonly ColorAdjustment[]; problems: readonly ThemeProblem[] };

/**
 * The contrast result with the same derivation the public pages use: either every text reads as
 * chosen, or which colors the site draws in a readable shade instead (saving stays allowed), and
 * the pairs that did not read as chosen.
 */
export function ColorsContrast({ adjustments, problems }: Props) {
  if (adjustments.length === 0) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Text span size="sm" fw={600}>
          Readable as chosen.
        </Text>{" "}
        Every text on the public pages reaches the {TEXT_MIN}:1 WCAG AA contrast, light and dark.
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Text size="sm">
        <Text span size="sm" fw={600}>
          Adjusted for readability.
        </Text>{" "}
        Some text would not reach {TEXT_MIN}:1 (WCAG AA) with these colors, so the public pages use
        a readable shade instead, as the preview shows. You can still save.
      </Text>
      <List size="sm" mt="xs" spacing={4} aria-label="Colors the site uses">
        {adjustments.map((a) => (
          <List.Item key={a.key}>
            <Group component="span" gap={6} wrap="wrap" display="inline-flex">
              <span>{a.label}:</span>
              <Swatch color={a.chosen} />
              <span>chosen {a.chosen},</span>
              <Swatch color={a.used} />
              <span>used {a.used}</span>
            </Group>
          </List.Item>
        ))}
      </List>
      {problems.length > 0 ? (
        <Text size="sm" mt="xs">
          As chosen:{" "}
          {problems.map((p) => `${p.label.toLowerCase()} ${formatRatio(p.ratio)}:1`).join("; ")}.
        </Text>
      ) : null}
    </Alert>
  );
}
