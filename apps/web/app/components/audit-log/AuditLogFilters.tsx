import { AUDIT_ENTITIES, type AuditEntity } from "@fooddir/contract";
import { Select } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { auditLogApi, PEOPLE_QUERY } from "../../lib/audit-log/api.ts";
import { AUDIT_ENTITY_LABELS } from "../../lib/audit-log/format.ts";
import { type AuditListState, hasAuditFilters } from "../../lib/audit-log/list-state.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { userKeys } from "../../lib/users/api.ts";
import { ClearFiltersButton, DateRangeFilter, FilterBar } from "../panel/ListFilters.tsx";

type Props = {
  state: AuditListState;
  onChange: (patch: Partial<AuditListState>) => void;
  onClear: () => void;
};

const ALL = "all";
const KIND_OPTIONS = [
  { value: ALL, label: "All kinds" },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] })),
];

/** The log's filters: who, what kind, the date range (days of the browser) and Clear. */
export function AuditLogFilters({ state, onChange, onClear }: Props) {
  const { account } = usePanel();
  // Keyed like the users screen's lists, so a change to a user refreshes the names here too.
  const people = useQuery({
    queryKey: [...userKeys.list(account.data?.active_domain_id, PEOPLE_QUERY), "options"],
    queryFn: auditLogApi.people,
    meta: { silent: true },
  });
  const userOptions = useMemo(() => {
    const options = [{ value: ALL, label: "Everyone" }, ...(people.data ?? [])];
    // A user id from an old link that is no longer listed still shows as chosen.
    const selected = state.user === null ? ALL : String(state.user);
    if (!options.some((o) => o.value === selected)) {
      options.push({ value: selected, label: `User ${selected}` });
    }
    return options;
  }, [people.data, state.user]);

  return (
    <FilterBar align="flex-end">
      <Select
        style={{ flex: "1 1 200px" }}
        label="User"
        leftSection={<IconUser size={16} aria-hidden />}
        data={userOptions}
        value={state.user === null ? ALL : String(state.user)}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No user by that name"
        error={people.isError ? "The users could not be loaded." : undefined}
        onChange={(v) => onChange({ user: !v || v === ALL ? null : Number(v) })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        style={{ flex: "0 1 200px" }}
        label="Kind"
        data={KIND_OPTIONS}
        value={state.entity ?? ALL}
        allowDeselect={false}
        onChange={(v) => onChange({ entity: !v || v === ALL ? null : (v as AuditEntity) })}
        comboboxProps={{ withinPortal: true }}
      />
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        label="Date"
        placeholder="Any date"
        clearLabel="Clear dates"
      />
      <ClearFiltersButton shown={hasAuditFilters(state)} onClear={onClear} />
    </FilterBar>
  );
}
