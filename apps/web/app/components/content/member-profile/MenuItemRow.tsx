import { DIETARY, DIETARY_LABELS, type Dietary, PROFILE_LIMITS } from "@fooddir/contract";
import {
  ActionIcon,
  Box,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { MenuItemValues } from "../../../lib/content/member-profile.ts";
import { SortableCard, useSortableRow } from "../../panel/SortableList.tsx";

const DIETARY_OPTIONS = DIETARY.map((value) => ({ value, label: DIETARY_LABELS[value] }));

type Props = {
  item: MenuItemValues;
  /** "Tacos, item 2": names the row's fields for screen readers. */
  place: string;
  currency: string;
  /** Field errors keyed by field (name, price, description, dietary). */
  errorOf: (field: string) => string | undefined;
  onChange: (item: MenuItemValues, field: string) => void;
  onRemove: () => void;
};

/** One dish of a menu section: drag handle, name, price, description, dietary tags, remove. */
export function MenuItemRow({ item, place, currency, errorOf, onChange, onRemove }: Props) {
  const sortable = useSortableRow(item.id);
  const name = item.name.trim() || "new item";
  const set = <K extends keyof MenuItemValues>(key: K, value: MenuItemValues[K]) =>
    onChange({ ...item, [key]: value }, key);
  return (
    <SortableCard sortable={sortable} data-menu-item={item.name}>
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Box pt={26}>{sortable.handle(`Move ${name}`)}</Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label="Name"
            aria-label={`Name, ${place}`}
            required
            value={item.name}
            error={errorOf("name")}
            maxLength={PROFILE_LIMITS.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            data-menu-item-name
          />
          <NumberInput
            label={`Price (${currency})`}
            aria-label={`Price in ${currency}, ${place}`}
            value={item.price}
            error={errorOf("price")}
            min={0}
            max={PROFILE_LIMITS.price}
            decimalScale={2}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            onChange={(v) => set("price", typeof v === "number" ? v : v === "" ? "" : Number(v))}
          />
          <TextInput
            label="Description"
            aria-label={`Description, ${place}`}
            value={item.description}
            error={errorOf("description")}
            maxLength={PROFILE_LIMITS.description}
            onChange={(e) => set("description", e.currentTarget.value)}
          />
          <MultiSelect
            label="Dietary"
            aria-label={`Dietary, ${place}`}
            placeholder={item.dietary.length ? undefined : "None"}
            data={DIETARY_OPTIONS}
            value={item.dietary}
            error={errorOf("dietary")}
            clearable
            hidePickedOptions
            onChange={(v) => set("dietary", v as Dietary[])}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Tooltip label="Remove item" withArrow>
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </SortableCard>
  );
}
