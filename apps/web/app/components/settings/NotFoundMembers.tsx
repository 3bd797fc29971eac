import { MAX_ERROR_PAGE_MEMBERS } from "@fooddir/contract";
import { ActionIcon, Box, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useId, useMemo, useRef } from "react";
import type { TypeGroupItem } from "../../lib/settings/api.ts";
import { mergeSelection, moveMember } from "../../lib/settings/not-found.ts";
import { SortableCard, SortableList, useSortableRow } from "../panel/SortableList.tsx";

type Props = {
  value: number[];
  members: readonly TypeGroupItem[];
  error?: string;
  onChange: (ids: number[]) => void;
};

const titleOf = (member: TypeGroupItem) => member.title || "(untitled)";
const sitePath = (url: string) => (url.startsWith("/") ? url : `/${url}`);

function MemberRow({
  member,
  index,
  onRemove,
}: {
  member: TypeGroupItem;
  index: number;
  onRemove: () => void;
}) {
  const sortable = useSortableRow(member.id);
  const title = titleOf(member);
  return (
    <SortableCard sortable={sortable}>
      <Group wrap="nowrap" gap="xs">
        {sortable.handle(`Move ${title}`)}
        <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden>
          {index + 1}.
        </Text>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {sitePath(member.url)}
          </Text>
        </Box>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${title}`}
          data-member-remove
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </SortableCard>
  );
}

/** Featured members: a searchable picker plus the chosen ones as a drag-and-drop ordered list. */
export function NotFoundMembers({ value, members, error, onChange }: Props) {
  const orderId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const byId = useMemo(() => new Map(members.map((m) => [m.id, m])), [members]);
  const rows = useMemo(
    () => value.map((id) => byId.get(id)).filter((m): m is TypeGroupItem => m !== undefined),
    [value, byId],
  );
  const data = useMemo(
    () => members.map((m) => ({ value: m.id, label: m.title || `(untitled #${m.id})` })),
    [members],
  );
  const remove = (id: number, index: number) => {
    onChange(value.filter((v) => v !== id));
    // Keep the keyboard focus in the list: the next row's remove button, else the previous one.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>("[data-member-remove]");
      if (buttons?.length) buttons[Math.min(index, buttons.length - 1)].focus();
    });
  };

  return (
    <Stack gap="sm">
      <MultiSelect<number>
        label="Featured members"
        description={
          members.length === 0
            ? "This site has no members yet."
            : `Up to ${MAX_ERROR_PAGE_MEMBERS}. New picks are added at the end of the list below.`
        }
        placeholder={value.length < MAX_ERROR_PAGE_MEMBERS ? "Search members" : undefined}
        data={data}
        value={value}
        error={error}
        disabled={members.length === 0}
        maxValues={MAX_ERROR_PAGE_MEMBERS}
        searchable
        hidePickedOptions
        openOnFocus={false}
        nothingFoundMessage="No member found"
        onChange={(next) => onChange(mergeSelection(value, next))}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id={`${orderId}-order`}>
          Order on the page
        </Text>
        <Text size="xs" c="dimmed">
          {value.length} of {MAX_ERROR_PAGE_MEMBERS}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No featured members. The section shows without member cards.
        </Text>
      ) : (
        <div ref={listRef}>
          <SortableList
            rows={rows}
            titleOf={titleOf}
            labelledBy={`${orderId}-order`}
            gap={6}
            onMove={(from, to) => onChange(moveMember(value, rows[from].id, rows[to].id))}
          >
            {rows.map((member, index) => (
              <MemberRow
                key={member.id}
                member={member}
                index={index}
                onRemove={() => remove(member.id, index)}
              />
            ))}
          </SortableList>
        </div>
      )}
    </Stack>
  );
}
