import { Group } from "@mantine/core";
import { LocationSelect } from "../locations/LocationSelect.tsx";
import { MemberSelect } from "./MemberSelect.tsx";

export type ScheduleFilter = { member: string | null; location: string | null };

/** The week view's filters: one member, one location (both clearable). */
export function ScheduleFilters({
  value,
  onChange,
  memberFilter = true,
}: {
  value: ScheduleFilter;
  onChange: (value: ScheduleFilter) => void;
  /** Off for a vendor with one listing (there is nothing to choose). */
  memberFilter?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      {memberFilter ? (
        <MemberSelect
          label="Filter by member"
          placeholder="All members"
          clearable
          value={value.member}
          onChange={(member) => onChange({ ...value, member })}
        />
      ) : null}
      <LocationSelect
        label="Filter by location"
        value={value.location ? Number(value.location) : null}
        onChange={(id) => onChange({ ...value, location: id === null ? null : String(id) })}
      />
    </Group>
  );
}
