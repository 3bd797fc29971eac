import type { DomainTextOption } from "@fooddir/contract";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { OptionSection, TextField } from "../../lib/settings/options.ts";
import { TitledCard } from "../panel/SectionCard.tsx";
import { CurrencySelect, TimeZoneSelect } from "./OptionSelects.tsx";

type FieldProps = {
  field: TextField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function OptionField({ field, value, error, onChange }: FieldProps) {
  const common = {
    label: field.label,
    description: field.description,
    value,
    error,
    maxLength: field.max,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  if (field.kind === "currency") {
    return <CurrencySelect {...common} onChange={onChange} />;
  }
  if (field.kind === "timezone") {
    return <TimeZoneSelect {...common} onChange={onChange} />;
  }
  if (field.kind === "multiline") {
    return (
      <Textarea
        {...common}
        autosize
        minRows={3}
        maxRows={10}
        description={`${field.description} ${value.length} / ${field.max} characters.`}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.kind ?? "text"}
      autoComplete="off"
      inputMode={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : undefined}
    />
  );
}

type Props = {
  section: OptionSection;
  values: Record<DomainTextOption, string>;
  errors: Record<string, string>;
  onChange: (name: TextField["name"], value: string) => void;
};

/** One titled group of text options ("Identity", "Contact", ...). */
export function OptionsSection({ section, values, errors, onChange }: Props) {
  const wide = section.fields.some((f) => f.kind === "multiline" || f.kind === "url");
  return (
    <TitledCard compact title={section.title} description={section.description}>
      <SimpleGrid cols={{ base: 1, sm: wide ? 1 : 2 }} spacing="md">
        {section.fields.map((field) => (
          <OptionField
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
      </SimpleGrid>
    </TitledCard>
  );
}
