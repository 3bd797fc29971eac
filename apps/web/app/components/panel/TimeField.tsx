import { TextInput, type TextInputProps } from "@mantine/core";
import { normalizeTimeOfDay } from "../../lib/time-of-day.ts";

type Props = Omit<TextInputProps, "value" | "onChange" | "type"> & {
  /** `18:30`, or what is being typed. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The panel's one time field: a time of day on the 24-hour clock (`18:30`), as the schedule's
 * grid and hints write it, whatever the browser's locale (its own time input shows "05:00 PM"
 * in some). What is typed is written out on leaving the field ("930" → "09:30"); anything else
 * stays as typed for the form's check to name.
 */
export function TimeField({ value, onChange, onBlur, ...props }: Props) {
  return (
    <TextInput
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const time = normalizeTimeOfDay(e.currentTarget.value);
        if (time && time !== value) onChange(time);
        onBlur?.(e);
      }}
    />
  );
}
