import { Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import type { PostFormValues } from "../../../lib/content/post-form.ts";
import { joinWallTime, splitWallTime } from "../../../lib/content/schedule-fields.ts";
import type { SetPostField } from "../../../lib/content/use-post-form.ts";
import { useSiteTimeZone } from "../../../lib/content/use-site-time-zone.ts";
import { TimeField } from "../../panel/TimeField.tsx";

type Key = "publish_at" | "unpublish_at";

/**
 * "Publish at" / "Unpublish at": the times the scheduler publishes and unpublishes the post,
 * as wall times of the domain's zone: a date and a time on the 24-hour clock (the panel's time
 * field; empty = not scheduled).
 */
export function ScheduleFields({
  values,
  errors,
  set,
}: {
  values: PostFormValues;
  errors: Record<string, string>;
  set: SetPostField;
}) {
  const { timeZone } = useSiteTimeZone();
  const field = (key: Key, label: string) => {
    const { date, time } = splitWallTime(values[key].value);
    const change = (next: { date?: string; time?: string }) =>
      set(key, {
        ...values[key],
        value: joinWallTime(next.date ?? date, next.time ?? time),
      });
    return (
      <Group grow gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={label}
          value={date}
          error={errors[key]}
          onChange={(e) => change({ date: e.currentTarget.value })}
          miw={150}
        />
        <TimeField
          label={`${label}, time`}
          value={time}
          error={errors[key] ? true : undefined}
          onChange={(next) => change({ time: next })}
          miw={100}
        />
      </Group>
    );
  };
  return (
    <Paper withBorder radius="lg" p="md" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} px={4}>
        Schedule
      </Text>
      <Stack gap="sm">
        {field("publish_at", "Publish at")}
        {field("unpublish_at", "Unpublish at")}
        <Text size="xs" c="dimmed" data-testid="schedule-zone">
          Times are in {timeZone}. On the 24-hour clock, like 18:30. Leave empty to publish or
          unpublish by hand.
        </Text>
      </Stack>
    </Paper>
  );
}
