import { CATERING_MATCHES_MAX } from "@fooddir/contract";
import { NumberInput, SimpleGrid, Switch } from "@mantine/core";
import type { CateringOptionValues } from "../../lib/settings/options.ts";
import { TitledCard } from "../panel/SectionCard.tsx";

type Props = {
  values: CateringOptionValues;
  errors: Record<string, string>;
  onChange: <K extends keyof CateringOptionValues>(name: K, value: CateringOptionValues[K]) => void;
};

/** Site options > Options > Catering: how many trucks a request reaches, and whether at once. */
export function OptionsCatering({ values, errors, onChange }: Props) {
  return (
    <TitledCard
      compact
      title="Catering"
      description="How requests from the Book a truck form reach the members."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Trucks asked per request"
          description={`The best matching members asked, 1 to ${CATERING_MATCHES_MAX}.`}
          min={1}
          max={CATERING_MATCHES_MAX}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={values.catering_matches}
          error={errors.catering_matches}
          onChange={(v) =>
            onChange("catering_matches", typeof v === "number" ? v : v === "" ? "" : Number(v))
          }
        />
        <Switch
          label="Send requests to trucks automatically"
          description="Off: staff check each request and send it from Catering requests."
          checked={values.catering_auto_send}
          error={errors.catering_auto_send}
          onChange={(e) => onChange("catering_auto_send", e.currentTarget.checked)}
          mt={{ sm: "lg" }}
        />
      </SimpleGrid>
    </TitledCard>
  );
}
