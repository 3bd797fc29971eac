import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  supportedCurrencies,
  supportedTimeZones,
} from "@fooddir/contract";
import { Select } from "@mantine/core";
import { useMemo } from "react";

type Props = {
  label: string;
  description: string;
  value: string;
  error?: string;
  onChange: (code: string) => void;
};

type Option = { value: string; label: string };

/** "EUR - Euro" for every ISO 4217 code the browser formats. */
function currencyOptions(): Option[] {
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

/** "America/Los Angeles" for every IANA zone the browser knows, UTC first. */
function timeZoneOptions(): Option[] {
  return supportedTimeZones().map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/** A searchable list of codes for one option, never empty (the default stands in). */
function CodeSelect({
  data,
  fallback,
  nothingFound,
  label,
  description,
  value,
  error,
  onChange,
}: Props & { data: Option[]; fallback: string; nothingFound: string }) {
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value || fallback}
      error={error}
      searchable
      allowDeselect={false}
      nothingFoundMessage={nothingFound}
      onChange={(code) => code && onChange(code)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The domain's currency option (contract.md "Member profiles"). */
export function CurrencySelect(props: Props) {
  const data = useMemo(currencyOptions, []);
  return (
    <CodeSelect
      {...props}
      data={data}
      fallback={DEFAULT_CURRENCY}
      nothingFound="No currency found"
    />
  );
}

/** The domain's time zone option (contract.md "Domain time zone"). */
export function TimeZoneSelect(props: Props) {
  const data = useMemo(timeZoneOptions, []);
  return (
    <CodeSelect
      {...props}
      data={data}
      fallback={DEFAULT_TIME_ZONE}
      nothingFound="No time zone found"
    />
  );
}
