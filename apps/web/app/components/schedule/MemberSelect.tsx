import { Select, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemberMode } from "../../lib/member-mode.ts";
import { useMyListings } from "../../lib/my-truck/use-my-listings.ts";
import { scheduleApi, scheduleKeys } from "../../lib/schedule/api.ts";

type Props = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  label?: string;
  /** Opened from a member: shown, not chosen. */
  fixed?: { id: number; title: string } | null;
  /** A filter: may be cleared, not required. */
  clearable?: boolean;
  placeholder?: string;
};

/**
 * A searchable select of the domain's members (drafts too), or the fixed member of a tab. A
 * vendor (member mode) chooses among its own listings.
 */
export function MemberSelect({
  value,
  onChange,
  error,
  label = "Member",
  fixed,
  clearable,
  placeholder = "Search members",
}: Props) {
  const memberMode = useMemberMode();
  const mine = useMyListings();
  const members = useQuery({
    queryKey: scheduleKeys.members,
    queryFn: scheduleApi.members,
    enabled: !fixed && !memberMode,
    staleTime: 60_000,
  });
  const options = memberMode
    ? mine.listings.map((p) => ({
        value: String(p.id),
        label: p.attributes.title || `(untitled member ${p.id})`,
      }))
    : (members.data ?? []);
  const failed = memberMode ? mine.failed : members.isError;
  const loading = memberMode ? mine.pending : members.isPending;
  if (fixed) {
    return <TextInput label={label} value={fixed.title || "(untitled)"} readOnly />;
  }
  return (
    <Select
      label={label}
      placeholder={failed ? "The members could not be loaded" : placeholder}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable={clearable}
      required={!clearable}
      nothingFoundMessage={loading ? "Loading…" : "No member found"}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
