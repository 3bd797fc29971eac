import { Badge, Box, Group, Stack, Text } from "@mantine/core";
import type { FieldChange } from "../../lib/revisions/compare.ts";
import type { ProfileRow } from "../../lib/revisions/profile-compare.ts";
import type { Segment } from "../../lib/revisions/text-segments.ts";
import { DiffText } from "./DiffText.tsx";

const CHANGE: Record<ProfileRow["change"], { label: string; color: string }> = {
  added: { label: "Added", color: "teal" },
  removed: { label: "Removed", color: "red" },
  changed: { label: "Changed", color: "orange" },
};

const side = (kind: Segment["kind"], text: string | null): Segment[] =>
  text === null ? [] : [{ kind, text }];

/** One value of the member profile that differs: what happened, then before → after. */
function ProfileRowItem({ row }: { row: ProfileRow }) {
  const { label, color } = CHANGE[row.change];
  return (
    <Box component="li" py={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
          {label}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {row.label}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
            {row.before !== null ? <DiffText segments={side("removed", row.before)} /> : null}
            {row.before !== null && row.after !== null ? (
              <Text span size="sm" aria-hidden="true">
                {" → "}
              </Text>
            ) : null}
            {row.after !== null ? <DiffText segments={side("added", row.after)} /> : null}
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}

/** The changed fields, each with its text diff (the profile value by value), as a description list. */
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
            {f.rows ? (
              <Box
                component="ul"
                m={0}
                pl={0}
                style={{ listStyle: "none" }}
                aria-label={`${f.label} changes`}
              >
                {f.rows.map((row) => (
                  <ProfileRowItem key={row.key} row={row} />
                ))}
              </Box>
            ) : (
              <DiffText segments={f.segments} />
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
