import { Paper, Stack, Text, TextInput } from "@mantine/core";
import type { PostFormValues } from "../../../lib/content/post-form.ts";
import type { SetPostField } from "../../../lib/content/use-post-form.ts";
import { useSiteTimeZone } from "../../../lib/content/use-site-time-zone.ts";

type Key = "publish_at" | "unpublish_at";

/**
 * "Publish at" / "Unpublish at": the times the scheduler publishes and unpublishes the post,
 * as wall times of the domain's zone (datetime-local inputs; empty = not scheduled).
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
  const field = (key: Key, label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      value={values[key].value}
      error={errors[key]}
      onChange={(e) => set(key, { ...values[key], value: e.currentTarget.value })}
    />
  );
  return (
    <Paper withBorder radius="lg" p="md" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} px={4}>
        Schedule
      </Text>
      <Stack gap="sm">
        {field("publish_at", "Publish at")}
        {field("unpublish_at", "Unpublish at")}
        <Text size="xs" c="dimmed" data-testid="schedule-zone">
          Times are in {timeZone}. Leave empty to publish or unpublish by hand.
        </Text>
      </Stack>
    </Paper>
  );
}
