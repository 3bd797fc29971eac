import {
  Chip,
  Group,
  Input,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  MAX_COUNT,
  MAX_INTERVAL,
  type Repeat,
  type RepeatFields,
  WEEKDAY_CODES,
  WEEKDAY_LABELS,
  type WeekdayCode,
} from "../../lib/schedule/rrule-fields.ts";
import type { StopFieldsProps } from "./StopWhenFields.tsx";

type Props = StopFieldsProps<RepeatFields> & { fields: RepeatFields };

const REPEATS = [
  { value: "none", label: "Does not repeat" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
];

/** Repeat: does not repeat, daily or weekly (weekdays, every N weeks), and how it ends. */
export function StopRepeatFields({ fields, errors, onChange }: Props) {
  const unit = fields.repeat === "daily" ? "days" : "weeks";
  return (
    <Stack gap="sm">
      <Select
        label="Repeat"
        data={REPEATS}
        value={fields.repeat}
        allowDeselect={false}
        error={errors.repeat}
        onChange={(v) => onChange({ repeat: (v ?? "none") as Repeat }, "repeat")}
      />
      {fields.repeat === "weekly" ? (
        <Input.Wrapper
          label="On"
          error={errors.byDay}
          labelElement="div"
          labelProps={{ id: "stop-weekdays-label" }}
        >
          <Chip.Group
            multiple
            value={fields.byDay}
            onChange={(v) => onChange({ byDay: v as WeekdayCode[] }, "byDay")}
          >
            <Group gap={6} mt={4} role="group" aria-labelledby="stop-weekdays-label">
              {WEEKDAY_CODES.map((code) => (
                <Chip key={code} value={code} size="sm">
                  {WEEKDAY_LABELS[code]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      ) : null}
      {fields.repeat !== "none" ? (
        <>
          <NumberInput
            label={`Every how many ${unit}`}
            min={1}
            max={MAX_INTERVAL}
            allowDecimal={false}
            value={fields.interval}
            error={errors.interval}
            onChange={(v) => onChange({ interval: Number(v) || 0 }, "interval")}
            maw={200}
          />
          <Radio.Group
            label="Ends"
            value={fields.ends}
            onChange={(v) => onChange({ ends: v as RepeatFields["ends"] }, "ends")}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="never" label="Never" />
              <Group gap="sm" align="center">
                <Radio value="until" label="On a date" />
                {fields.ends === "until" ? (
                  <TextInput
                    type="date"
                    aria-label="Last date"
                    value={fields.until}
                    error={errors.until}
                    onChange={(e) => onChange({ until: e.currentTarget.value }, "until")}
                  />
                ) : null}
              </Group>
              <Group gap="sm" align="center">
                <Radio value="count" label="After" />
                {fields.ends === "count" ? (
                  <>
                    <NumberInput
                      aria-label="Number of times"
                      min={1}
                      max={MAX_COUNT}
                      allowDecimal={false}
                      value={fields.count}
                      error={errors.count}
                      onChange={(v) => onChange({ count: Number(v) || 0 }, "count")}
                      w={100}
                    />
                    <Text size="sm">times</Text>
                  </>
                ) : null}
              </Group>
            </Stack>
          </Radio.Group>
        </>
      ) : null}
    </Stack>
  );
}
