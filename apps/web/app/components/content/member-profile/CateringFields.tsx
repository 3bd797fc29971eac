import { CATERING_LIMITS } from "@fooddir/contract";
import { Alert, NumberInput, SimpleGrid, Switch, TextInput } from "@mantine/core";
import type { CateringValues } from "../../../lib/content/catering-profile.ts";
import { LocationSelect } from "../../locations/LocationSelect.tsx";
import { TitledCard } from "../../panel/SectionCard.tsx";

type NumberKey = "min_guests" | "max_guests" | "radius_km" | "lead_days";

type Props = {
  values: CateringValues;
  errors: Record<string, string>;
  /** Sets the catering values and clears the error of `field` (the API's key). */
  onChange: (values: CateringValues, field?: string) => void;
};

/**
 * The member form's "Catering" part: whether the member takes catering requests, for how many
 * guests, how far from which base, how long ahead, and where the requests are mailed.
 */
export function CateringFields({ values, errors, onChange }: Props) {
  const set = <K extends keyof CateringValues>(key: K, value: CateringValues[K]) =>
    onChange({ ...values, [key]: value, touched: true }, `catering.${key}`);
  const number = (key: NumberKey, max: number, step = 1) => ({
    value: values[key],
    error: errors[`catering.${key}`],
    min: 0,
    max,
    step,
    allowDecimal: key === "radius_km",
    allowNegative: false,
    clampBehavior: "none" as const,
    onChange: (v: number | string) =>
      set(key, typeof v === "number" ? v : v === "" ? "" : Number(v)),
  });

  return (
    <TitledCard
      id="member-catering-title"
      size="h4"
      title="Catering"
      description="Used to match this member with catering requests; none of it is shown on the site."
      mt="lg"
    >
      {errors.catering ? (
        <Alert color="red" variant="light" role="alert">
          {errors.catering}
        </Alert>
      ) : null}
      <Switch
        label="Offers catering"
        description="Requests that fit are mailed to this member."
        checked={values.offers}
        error={errors["catering.offers"]}
        onChange={(e) => set("offers", e.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label="Guests, at least" {...number("min_guests", CATERING_LIMITS.guests)} />
        <NumberInput label="Guests, at most" {...number("max_guests", CATERING_LIMITS.guests)} />
        <NumberInput
          label="Radius (km)"
          description="How far from the base location the member travels."
          {...number("radius_km", CATERING_LIMITS.radiusKm)}
        />
        <NumberInput
          label="Lead time (days)"
          description="How many days ahead a request must come."
          {...number("lead_days", CATERING_LIMITS.leadDays)}
        />
      </SimpleGrid>
      <LocationSelect
        label="Base location"
        description="Where the radius is measured from; without one, any distance fits."
        value={values.base_location_id}
        error={errors["catering.base_location_id"]}
        onChange={(id) => set("base_location_id", id)}
      />
      <TextInput
        label="Contact email"
        description="Requests are mailed here; never shown publicly."
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        required={values.offers}
        value={values.contact_email}
        error={errors["catering.contact_email"]}
        onChange={(e) => set("contact_email", e.currentTarget.value)}
      />
    </TitledCard>
  );
}
