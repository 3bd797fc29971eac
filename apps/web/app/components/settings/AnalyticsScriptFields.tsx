import { ANALYTICS_CONTENT_TYPES } from "@fooddir/contract";
import { Group, SegmentedControl, Select, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useId } from "react";
import {
  type AnalyticsForm,
  CONTENT_TYPE_LABELS,
  type ContentType,
  type ScriptSource,
} from "../../lib/settings/analytics.ts";

export type AnalyticsFieldProps = {
  form: AnalyticsForm;
  errors: Record<string, string>;
  set: <K extends keyof AnalyticsForm>(key: K, value: AnalyticsForm[K]) => void;
};

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
      {error ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

/** The script-only fields: source (src or inline code), async/defer, content type. */
/** The snippet's code (script or noscript HTML), in a monospace textarea that grows. */
export function CodeField({
  form,
  errors,
  set,
  description,
  rows,
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
      value={form.code}
      error={errors.code}
      maxLength={20_000}
      onChange={(e) => set("code", e.currentTarget.value)}
    />
  );
}

export function ScriptFields({ form, errors, set }: AnalyticsFieldProps) {
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
            value={form.src}
            error={errors.src}
            maxLength={2048}
            onChange={(e) => set("src", e.currentTarget.value)}
          />
          <Group gap="lg">
            <Switch
              label="async"
              checked={form.async}
              error={errors.async}
              onChange={(e) => set("async", e.currentTarget.checked)}
            />
            <Switch
              label="defer"
              checked={form.defer}
              error={errors.defer}
              onChange={(e) => set("defer", e.currentTarget.checked)}
            />
          </Group>
        </>
      ) : (
        <CodeField
          form={form}
          errors={errors}
          set={set}
          description="JavaScript without the <script> tags."
          rows={[6, 16]}
        />
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
