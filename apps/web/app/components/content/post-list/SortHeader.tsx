import { Table, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { ListState, SortField } from "../../../lib/content/list-state.ts";

/** A sortable column header: the button toggles the sort, `aria-sort` tells the state. */
export function SortHeader({
  field,
  state,
  onSort,
  children,
  hideOnPhone = false,
}: {
  field: SortField;
  state: ListState;
  onSort: (field: SortField) => void;
  children: ReactNode;
  hideOnPhone?: boolean;
}) {
  const active = state.sortBy === field;
  const Icon = !active ? IconSelector : state.sortDir === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      visibleFrom={hideOnPhone ? "sm" : undefined}
      aria-sort={active ? (state.sortDir === "asc" ? "ascending" : "descending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton onClick={() => onSort(field)} style={{ display: "inline-flex", gap: 4 }}>
        <Text fw={600} size="sm" component="span">
          {children}
        </Text>
        <Icon size={15} stroke={1.6} aria-hidden style={{ marginTop: 2 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The drag-handle column's header: sorts by the manual order. */
export function ManualOrderHeader({ active, onSelect }: { active: boolean; onSelect: () => void }) {
  return (
    <Table.Th w={40} pr={0} aria-sort={active ? "ascending" : "none"}>
      <Tooltip label="Manual order" withArrow>
        <UnstyledButton aria-label="Sort by manual order" onClick={onSelect}>
          <IconSelector size={15} aria-hidden />
        </UnstyledButton>
      </Tooltip>
    </Table.Th>
  );
}
