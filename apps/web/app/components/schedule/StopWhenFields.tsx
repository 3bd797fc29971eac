import { Group, Text, TextInput } from "@mantine/core";
import {
  endsNextDay,
  type StopFormErrors,
  type StopFormValues,
} from "../../lib/schedule/stop-form.ts";
import { TimeField } from "../panel/TimeField.tsx";

/** A part of the stop form: the errors (the API's field names) and a change of its values. */
export type StopFieldsProps<V> = {
  errors: StopFormErrors;
  onChange: (patch: Partial<V>, field: keyof V) => void;
};

type Props = StopFieldsProps<StopFormValues> & { values: StopFormValues };

/** The stop's date and its start and end on the clock of the site's zone. */
export function StopWhenFields({ values, errors, onChange }: Props) {
  const nextDay = endsNextDay(values.start, values.end);
  /** The start or end field: required, its value, error and change. */
  const time = (key: "start" | "end") => ({
    required: true,
    value: values[key],
    error: errors[key],
    onChange: (value: string) => onChange({ [key]: value }, key),
    miw: 110,
  });
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
        <TimeField label="Start time" {...time("start")} />
        <TimeField
          label="End time"
          description={nextDay ? "Ends next day" : undefined}
          {...time("end")}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Times are the site's local time on the 24-hour clock, like 18:30. An end at or before the
        start is on the next day (at most 24 hours).
      </Text>
    </div>
  );
}
