import { DEFAULT_CURRENCY, supportedCurrencies } from "@fooddir/contract";
import { Select } from "@mantine/core";
import { useMemo } from "react";

type Props = {
  label: string;
  description: string;
  value: string;
  error?: string;
  onChange: (code: string) => void;
};

/** "EUR - Euro" for every ISO 4217 code the browser formats. */
function currencyOptions() {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(["en"], { type: "currency" });
  } catch {
    names = null;
  }
  return supportedCurrencies().map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} - ${name}` : code };
  });
}

/** The domain's currency option (contract.md "Member profiles"): a searchable list of codes. */
export function CurrencySelect({ label, description, value, error, onChange }: Props) {
  const data = useMemo(currencyOptions, []);
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value || DEFAULT_CURRENCY}
      error={error}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No currency found"
      onChange={(code) => code && onChange(code)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
