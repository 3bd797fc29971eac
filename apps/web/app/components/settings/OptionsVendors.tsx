import { Switch } from "@mantine/core";
import { TitledCard } from "../panel/SectionCard.tsx";

type Props = {
  trustMemberEdits: boolean;
  error?: string;
  onChange: (value: boolean) => void;
};

/** Site options > Options > Vendors: whether members' changes wait for review (decision 027). */
export function OptionsVendors({ trustMemberEdits, error, onChange }: Props) {
  return (
    <TitledCard
      compact
      title="Vendors"
      description="Members with a vendor account keep their own listing."
    >
      <Switch
        label="Trust member edits"
        description="Publish members' changes to their own listing without review."
        checked={trustMemberEdits}
        error={error}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </TitledCard>
  );
}
