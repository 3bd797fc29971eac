import { ANALYTICS_CONTENT_TYPES } from "@fooddir/contract";
import { Group, SegmentedControl, Select, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { type ChangeEvent, useId } from "react";
import {
  type AnalyticsForm,
  CONTENT_TYPE_LABELS,
  type ContentType,
  type ScriptSource,
} from "../../lib/settings/analytics.ts";
import { FieldError } from "../panel/FieldError.tsx";

export type AnalyticsFieldProps = {
  form: AnalyticsForm;
  errors: Record<string, string>;
  set: <K extends keyof AnalyticsForm>(key: K, value: AnalyticsForm[K]) => void;
};

type TextKey = "name" | "src" | "code" | "content" | "custom_id";
type SwitchKey = "async" | "defer" | "external_analytics";

/** A text field's value, error and change, by its key in the form. */
export function textField({ form, errors, set }: AnalyticsFieldProps, key: TextKey) {
  return {
    value: form[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, e.currentTarget.value),
  };
}

/** A switch's state, error and change, by its key in the form. */
export function switchField({ form, errors, set }: AnalyticsFieldProps, key: SwitchKey) {
  return {
    checked: form[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.checked),
  };
}

/** Code inputs use the theme's monospace font. */
export const mono = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/** A SegmentedControl with a visible label that names its radio group. */
export function LabelledSegments<T extends string>({
  label,
  value,
  data,
  onChange,
  error,
}: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <Text id={id} component="div" size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        value={value}
        data={data}
        onChange={(v) => onChange(v as T)}
      />
      <FieldError error={error} />
    </div>
  );
}

/** The script-only fields: source (src or inline code), async/defer, content type. */
/** The snippet's code (script or noscript HTML), in a monospace textarea that grows. */
export function CodeField({
  description,
  rows,
  ...props
}: AnalyticsFieldProps & { description: string; rows: [min: number, max: number] }) {
  return (
    <Textarea
      label="Code"
      description={description}
      required
      autosize
      minRows={rows[0]}
      maxRows={rows[1]}
      spellCheck={false}
      styles={mono}
      maxLength={20_000}
      {...textField(props, "code")}
    />
  );
}

export function ScriptFields(props: AnalyticsFieldProps) {
  const { form, errors, set } = props;
  return (
    <>
      <LabelledSegments<ScriptSource>
        label="Source"
        value={form.source}
        onChange={(v) => set("source", v)}
        data={[
          { value: "src", label: "External file (src)" },
          { value: "code", label: "Inline code" },
        ]}
      />
      {form.source === "src" ? (
        <>
          <TextInput
            label="Script address"
            description="An https address, e.g. https://plausible.io/js/script.js"
            placeholder="https://"
            required
            type="url"
            maxLength={2048}
            {...textField(props, "src")}
          />
          <Group gap="lg">
            <Switch label="async" {...switchField(props, "async")} />
            <Switch label="defer" {...switchField(props, "defer")} />
          </Group>
        </>
      ) : (
        <CodeField {...props} description="JavaScript without the <script> tags." rows={[6, 16]} />
      )}
      <Select
        label="Content type"
        data={ANALYTICS_CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }))}
        value={form.content_type}
        error={errors.content_type}
        allowDeselect={false}
        onChange={(v) => set("content_type", (v ?? "") as ContentType)}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
