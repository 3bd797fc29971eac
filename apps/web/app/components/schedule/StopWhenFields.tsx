import { Group, Text, TextInput } from "@mantine/core";
import {
  endsNextDay,
  type StopFormErrors,
  type StopFormValues,
} from "../../lib/schedule/stop-form.ts";
import { TimeField } from "../panel/TimeField.tsx";

type Props = {
  values: StopFormValues;
  errors: StopFormErrors;
  onChange: (patch: Partial<StopFormValues>, field: keyof StopFormValues) => void;
};

/** The stop's date and its start and end on the clock of the site's zone. */
export function StopWhenFields({ values, errors, onChange }: Props) {
  const nextDay = endsNextDay(values.start, values.end);
  return (
    <div>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={values.repeat.repeat === "none" ? "Date" : "First date"}
          required
          value={values.date}
          error={errors.date}
          onChange={(e) => onChange({ date: e.currentTarget.value }, "date")}
          miw={150}
        />
        <TimeField
          label="Start time"
          required
          value={values.start}
          error={errors.start}
          onChange={(start) => onChange({ start }, "start")}
          miw={110}
        />
        <TimeField
          label="End time"
          required
          value={values.end}
          error={errors.end}
          description={nextDay ? "Ends next day" : undefined}
          onChange={(end) => onChange({ end }, "end")}
          miw={110}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Times are the site's local time on the 24-hour clock, like 18:30. An end at or before the
        start is on the next day (at most 24 hours).
      </Text>
    </div>
  );
}
