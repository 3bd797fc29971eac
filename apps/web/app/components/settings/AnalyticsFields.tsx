import { EXTERNAL_ANALYTICS_TYPES, TAG_POSITIONS } from "@fooddir/contract";
import { Select, Stack, Switch, TextInput } from "@mantine/core";
import {
  type ExternalType,
  POSITION_LABELS,
  PROVIDER_LABELS,
  positionAllowed,
  type TagPosition,
} from "../../lib/settings/analytics.ts";
import {
  type AnalyticsFieldProps,
  CodeField,
  ScriptFields,
  switchField,
  textField,
} from "./AnalyticsScriptFields.tsx";

/** The fields of the analytics form that adapt to the type of the item. */
export function AnalyticsFields(props: AnalyticsFieldProps) {
  const { form, errors, set } = props;
  const meta = form.type === "meta";
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        description={
          meta
            ? "The name attribute, e.g. google-site-verification."
            : "Optional; helps you recognise the snippet in the list."
        }
        required={meta}
        maxLength={100}
        {...textField(props, "name")}
      />
      {form.type === "script" ? <ScriptFields {...props} /> : null}
      {meta ? (
        <TextInput
          label="Content"
          description="The content attribute of the meta tag."
          maxLength={1000}
          {...textField(props, "content")}
        />
      ) : null}
      {form.type === "noscript" ? (
        <CodeField
          {...props}
          description="HTML shown when JavaScript is off, e.g. a tracking pixel."
          rows={[4, 12]}
        />
      ) : null}
      <Select
        label="Tag position"
        description={
          meta
            ? "A meta tag belongs in the head."
            : form.type === "noscript"
              ? "A noscript snippet belongs in the body."
              : undefined
        }
        data={TAG_POSITIONS.map((p) => ({
          value: p,
          label: POSITION_LABELS[p],
          disabled: !positionAllowed(form.type, p),
        }))}
        value={form.tag_position}
        error={errors.tag_position}
        allowDeselect={false}
        onChange={(v) => v && set("tag_position", v as TagPosition)}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Custom id"
        description="Optional id attribute of the tag."
        maxLength={100}
        spellCheck={false}
        {...textField(props, "custom_id")}
      />
      <Switch
        label="External analytics"
        description="A third-party analytics or tag service."
        {...switchField(props, "external_analytics")}
      />
      {form.external_analytics ? (
        <Select
          label="Provider"
          placeholder="Not specified"
          data={EXTERNAL_ANALYTICS_TYPES.filter((t) => t !== "").map((t) => ({
            value: t,
            label: PROVIDER_LABELS[t as Exclude<ExternalType, "">],
          }))}
          value={form.external_analytics_type || null}
          error={errors.external_analytics_type}
          clearable
          onChange={(v) => set("external_analytics_type", (v ?? "") as ExternalType)}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Stack>
  );
}
