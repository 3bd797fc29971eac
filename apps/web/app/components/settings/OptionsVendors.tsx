import { Stack, Switch, Text, Title } from "@mantine/core";
import { SectionCard } from "../panel/SectionCard.tsx";

type Props = {
  trustMemberEdits: boolean;
  error?: string;
  onChange: (value: boolean) => void;
};

/** Site options > Options > Vendors: whether members' changes wait for review (decision 027). */
export function OptionsVendors({ trustMemberEdits, error, onChange }: Props) {
  return (
    <SectionCard compact label="Vendors">
      <Stack gap="md">
        <div>
          <Title order={2} size="h5">
            Vendors
          </Title>
          <Text size="sm" c="dimmed">
            Members with a vendor account keep their own listing.
          </Text>
        </div>
        <Switch
          label="Trust member edits"
          description="Publish members' changes to their own listing without review."
          checked={trustMemberEdits}
          error={error}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      </Stack>
    </SectionCard>
  );
}
