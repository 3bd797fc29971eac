import { PROFILE_LIMITS } from "@fooddir/contract";
import { ActionIcon, Box, Group, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import {
  emptyMenuItem,
  type MenuItemValues,
  type MenuSectionValues,
} from "../../../lib/content/member-profile.ts";
import { arrayMove } from "../../../lib/content/reorder.ts";
import { SortableList, useSortableRow } from "../../panel/SortableList.tsx";
import { AddRowFooter } from "./AddRowFooter.tsx";
import { MenuItemRow } from "./MenuItemRow.tsx";

type Props = {
  section: MenuSectionValues;
  /** The section's error key, e.g. profile.menu.0 (fields below it: .section, .items.1.name). */
  errorBase: string;
  errors: Record<string, string>;
  currency: string;
  onChange: (section: MenuSectionValues, field?: string) => void;
  /** Rows moved: the errors of the menu no longer sit at their fields. */
  onReorder: (section: MenuSectionValues) => void;
  onRemove: () => void;
};

/** One section of a member's menu: its title and its items, each movable and removable. */
export function MenuSectionCard({
  section,
  errorBase,
  errors,
  currency,
  onChange,
  onReorder,
  onRemove,
}: Props) {
  const sortable = useSortableRow(section.id);
  const cardRef = useRef<HTMLElement | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const title = section.section.trim() || "new section";
  const full = section.items.length >= PROFILE_LIMITS.items;
  const setItems = (items: MenuItemValues[], field?: string) =>
    onChange({ ...section, items }, field);
  /** The first error at or below a field (dietary.0 counts for dietary). */
  const errorAt = (key: string) =>
    errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
  const itemsError = errors[`${errorBase}.items`];

  return (
    <Paper
      component="li"
      ref={(node: HTMLElement | null) => {
        sortable.setNodeRef(node);
        cardRef.current = node;
      }}
      withBorder
      radius="md"
      p={{ base: "xs", sm: "sm" }}
      style={sortable.style}
      data-menu-section={section.section}
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-end" gap="xs">
          <Box pb={4}>{sortable.handle(`Move section ${title}`)}</Box>
          <TextInput
            label="Section name"
            required
            style={{ flex: 1, minWidth: 0 }}
            value={section.section}
            error={errorAt(`${errorBase}.section`)}
            maxLength={PROFILE_LIMITS.section}
            placeholder="For example Tacos"
            onChange={(e) =>
              onChange({ ...section, section: e.currentTarget.value }, `${errorBase}.section`)
            }
            data-menu-section-title
          />
          <Tooltip label="Remove section" withArrow>
            <ActionIcon
              mb={4}
              variant="subtle"
              color="red"
              aria-label={`Remove section ${title}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {section.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No items yet.
          </Text>
        ) : (
          <SortableList
            rows={section.items}
            titleOf={(item) => item.name.trim() || "The new item"}
            label={`Items of ${title}`}
            onMove={(from, to) =>
              onReorder({ ...section, items: arrayMove(section.items, from, to) })
            }
          >
            {section.items.map((item, index) => {
              const base = `${errorBase}.items.${index}`;
              return (
                <MenuItemRow
                  key={item.id}
                  item={item}
                  place={`${title}, item ${index + 1}`}
                  currency={currency}
                  errorOf={(field) => errorAt(`${base}.${field}`)}
                  onChange={(next, field) =>
                    setItems(
                      section.items.map((i) => (i.id === item.id ? next : i)),
                      `${base}.${field}`,
                    )
                  }
                  onRemove={() => {
                    onReorder({ ...section, items: section.items.filter((i) => i.id !== item.id) });
                    requestAnimationFrame(() => addRef.current?.focus());
                  }}
                />
              );
            })}
          </SortableList>
        )}
        <AddRowFooter
          error={itemsError}
          addRef={addRef}
          full={full}
          compact
          onAdd={() => {
            setItems([...section.items, emptyMenuItem()]);
            // The new item's name takes the focus, so typing goes on there.
            requestAnimationFrame(() => {
              const names = cardRef.current?.querySelectorAll<HTMLElement>("[data-menu-item-name]");
              names?.[names.length - 1]?.focus();
            });
          }}
          label={`Add item to ${title}`}
          limit={`At most ${PROFILE_LIMITS.items} items a section.`}
        />
      </Stack>
    </Paper>
  );
}
