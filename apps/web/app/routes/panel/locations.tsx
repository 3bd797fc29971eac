import type { Location } from "@fooddir/contract";
import { Button, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { DeleteLocationDialog } from "../../components/locations/DeleteLocationDialog.tsx";
import { LocationList, LocationSkeleton } from "../../components/locations/LocationList.tsx";
import { type LocationEditing, LocationModal } from "../../components/locations/LocationModal.tsx";
import {
  LocationsLoadError,
  LocationsNoMatch,
  NoLocations,
} from "../../components/locations/LocationsEmpty.tsx";
import { FilterBar } from "../../components/panel/ListFilters.tsx";
import { ListFrame, ListHeader } from "../../components/panel/ListHeader.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { formatCount } from "../../lib/content/format.ts";
import { locationKeys, locationsApi } from "../../lib/locations/api.ts";
import { useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Locations" }];
}

export const ErrorBoundary = PanelError;

/** The API's search takes at most this many characters. */
const SEARCH_MAX = 120;

/** The deletion asked about, and the API's refusal once it answered "in use". */
type Deleting = { location: Location; refusal: string | null } | null;

/** /panel/locations: the places trucks park (contract.md "Where the trucks are"), searchable. */
export default function LocationsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = (params.get("q") ?? "").slice(0, SEARCH_MAX);
  const applySearch = (value: string) =>
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  // Typed text reaches the URL (and the API) 300 ms after the last key.
  const [searchInput, onSearchInput] = useUrlSearchField(search, applySearch);

  const term = search.trim();
  const list = useQuery({
    queryKey: locationKeys.list(term),
    queryFn: () => locationsApi.list(term),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];

  const [editing, setEditing] = useState<LocationEditing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (location: Location) => locationsApi.remove(location.id),
    onSuccess: (_r, location) => {
      notify.success(`${location.name} deleted.`);
      setDeleting(null);
    },
    onError: (error, location) => {
      const inUse = flattenFieldErrors(apiErrorBody(error)?.errors).location;
      if (inUse) setDeleting({ location, refusal: inUse });
      else {
        showApiError(error);
        setDeleting(null);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });

  const add = () => setEditing({ location: null });
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={add}>
      Add location
    </Button>
  );

  let content: ReactNode;
  if (list.isPending) content = <LocationSkeleton />;
  else if (list.isError && !list.data) {
    content = <LocationsLoadError onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0 && term) {
    content = <LocationsNoMatch search={term} onClear={() => applySearch("")} />;
  } else if (rows.length === 0) {
    content = <NoLocations action={addButton} />;
  } else {
    content = (
      <LocationList
        locations={rows}
        onEdit={(location) => setEditing({ location })}
        onDelete={(location) => setDeleting({ location, refusal: null })}
      />
    );
  }

  const first = rows[0];
  return (
    <Stack gap="lg">
      <ListHeader
        title="Locations"
        count={
          list.isPending
            ? "Loading…"
            : list.isError && !list.data
              ? "Not loaded"
              : `${formatCount(rows.length, "location")}${term ? " found" : ""}`
        }
        actions={rows.length > 0 || term ? addButton : null}
      />
      <ListFrame>
        <FilterBar>
          <TextInput
            style={{ flex: "1 1 220px" }}
            type="search"
            label="Search locations"
            placeholder="Name or address"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchInput}
            maxLength={SEARCH_MAX}
            onChange={(e) => onSearchInput(e.currentTarget.value)}
          />
        </FilterBar>
        <div aria-busy={list.isFetching && list.isPlaceholderData}>{content}</div>
      </ListFrame>

      <LocationModal
        editing={editing}
        near={first ? { lat: first.lat, lng: first.lng } : null}
        onClose={() => setEditing(null)}
      />
      <DeleteLocationDialog
        location={deleting?.location ?? null}
        refusal={deleting?.refusal ?? null}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.location)}
      />
    </Stack>
  );
}
