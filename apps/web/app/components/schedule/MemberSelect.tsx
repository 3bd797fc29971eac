import { Select, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
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

/** A searchable select of the domain's members (drafts too), or the fixed member of a tab. */
export function MemberSelect({
  value,
  onChange,
  error,
  label = "Member",
  fixed,
  clearable,
  placeholder = "Search members",
}: Props) {
  const members = useQuery({
    queryKey: scheduleKeys.members,
    queryFn: scheduleApi.members,
    enabled: !fixed,
    staleTime: 60_000,
  });
  if (fixed) {
    return <TextInput label={label} value={fixed.title || "(untitled)"} readOnly />;
  }
  return (
    <Select
      label={label}
      placeholder={members.isError ? "The members could not be loaded" : placeholder}
      data={members.data ?? []}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable={clearable}
      required={!clearable}
      nothingFoundMessage={members.isPending ? "Loading…" : "No member found"}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
