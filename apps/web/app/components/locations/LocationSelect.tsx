import type { Location } from "@fooddir/contract";
import { Loader, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconMapPin } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { locationKeys, locationsApi } from "../../lib/locations/api.ts";
import { SEARCH_DEBOUNCE_MS } from "../../lib/navigation/use-url-filters.ts";

export type LocationSelectProps = {
  /** The chosen location's id, or null for none. */
  value: number | null;
  /**
   * Called when a location is picked (its id and the location: name, address, lat, lng) or
   * the field is cleared (null, null).
   */
  onChange: (id: number | null, location: Location | null) => void;
  /** The field's error, e.g. the API's 422 message of `location_id`. */
  error?: ReactNode;
  /** The field's label; "Location" by default. */
  label?: string;
  /** Shown under the label. */
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Said when a search finds no place ("No location matches" by default). */
  noMatchText?: string;
};

const SEARCH_MAX = 120;

/**
 * A searchable select of the active domain's saved locations (GET /api/locations?search=, as
 * typed, 300 ms after the last key): each option is a location's name with its address under
 * it; the value is the location's id. Standalone: it reads through the panel's API client and
 * TanStack Query, so it needs only the panel's providers. The domain's places are managed at
 * /panel/locations.
 *
 * ```tsx
 * <LocationSelect value={locationId} onChange={(id) => setLocationId(id)} error={errors.location_id} />
 * ```
 */
export function LocationSelect({
  value,
  onChange,
  label = "Location",
  noMatchText = "No location matches",
  ...field
}: LocationSelectProps) {
  const [search, setSearch] = useState("");
  // The last location picked here: its label stays while other searches run.
  const [picked, setPicked] = useState<Location | null>(null);

  const inResults = (list: readonly Location[] | undefined) => list?.find((l) => l.id === value);
  // The field shows the chosen location's name: that text is no search.
  const chosenName = picked?.id === value ? picked?.name : undefined;
  const typed = search.trim() === (chosenName ?? "").trim() ? "" : search.trim();
  const [term] = useDebouncedValue(typed.slice(0, SEARCH_MAX), SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: locationKeys.list(term),
    queryFn: () => locationsApi.list(term),
    placeholderData: keepPreviousData,
  });

  // A value set from outside (an existing stop) that the current results do not hold.
  const needsOne = value !== null && picked?.id !== value && !inResults(list.data);
  const one = useQuery({
    queryKey: locationKeys.one(value ?? 0),
    queryFn: () => locationsApi.get(value ?? 0),
    enabled: needsOne,
  });
  const chosen: Location | null =
    (picked?.id === value ? picked : null) ?? inResults(list.data) ?? one.data ?? null;

  const locations = list.data ?? [];
  const byId = useMemo(() => {
    const all = new Map(locations.map((l) => [l.id, l]));
    if (chosen && !all.has(chosen.id)) all.set(chosen.id, chosen);
    return all;
  }, [locations, chosen]);
  const data = [...byId.values()].map((l) => ({ value: l.id, label: l.name }));

  return (
    <Select
      {...field}
      label={label}
      placeholder={list.isPending ? "Loading locations…" : "Search by name or address"}
      data={data}
      value={value}
      onChange={(id) => {
        const location = id === null ? null : (byId.get(id) ?? null);
        setPicked(location);
        onChange(id, location);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The API searched name and address already; Mantine would filter by the name only.
      filter={({ options }) => options}
      nothingFoundMessage={
        list.isFetching
          ? "Searching…"
          : term
            ? noMatchText
            : "No locations yet: add them under Locations"
      }
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={list.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const location = byId.get(option.value);
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {location?.address ? (
              <Text size="xs" c="dimmed">
                {location.address}
              </Text>
            ) : null}
          </div>
        );
      }}
    />
  );
}
