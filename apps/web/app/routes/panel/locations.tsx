import type { Location } from "@fooddir/contract";
import { Button } from "@mantine/core";
import { IconMapPin, IconPlus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DeleteLocationDialog } from "../../components/locations/DeleteLocationDialog.tsx";
import { type LocationEditing, LocationModal } from "../../components/locations/LocationModal.tsx";
import { locationCard, locationRowAttributes } from "../../components/locations/location-rows.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useAllRecords } from "../../components/panel/record-list/use-all-records.ts";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { formatCount } from "../../lib/content/format.ts";
import { locationKeys, locationsApi } from "../../lib/locations/api.ts";
import { locationList } from "../../lib/locations/list.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Locations" }];
}

export const ErrorBoundary = PanelError;

/** The deletion asked about, and the API's refusal once it answered "in use". */
type Deleting = { location: Location; refusal: string | null } | null;

/** /panel/locations: the places trucks park (contract.md "Where the trucks are"), searchable. */
export default function LocationsPage() {
  const queryClient = useQueryClient();
  // The API searches name and address; every match comes at once.
  const screen = useAllRecords(locationList, {
    queryKey: (query) => locationKeys.list(String(query.search ?? "")),
    fetch: (query) => locationsApi.list(String(query.search ?? "")),
  });
  const term = screen.state.search.trim();

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

  const card = useMemo(
    () =>
      locationCard({
        onEdit: (location) => setEditing({ location }),
        onDelete: (location) => setDeleting({ location, refusal: null }),
      }),
    [],
  );
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ location: null })}>
      Add location
    </Button>
  );

  const first = screen.rows[0];
  const notLoaded = screen.result.isError && !screen.result.data;
  return (
    <RecordListScreen
      screen={screen}
      title="Locations"
      count={(total) =>
        notLoaded ? "Not loaded" : `${formatCount(total, "location")}${term ? " found" : ""}`
      }
      actions={screen.total > 0 || term ? addButton : null}
      errorTitle="Locations could not be loaded"
      empty={{
        icon: <IconMapPin size={28} />,
        title: "No locations yet",
        text: "Add the places your trucks park; their stops are then scheduled at these places and shown on /today and the member pages.",
        action: addButton,
        noMatchTitle: "No locations match your search",
        noMatchText: `No location's name or address contains “${term}”. Try another search.`,
        clearLabel: "Clear search",
      }}
      layout="rows"
      label="Locations"
      columns={[]}
      card={card}
      rowKey={(l) => l.id}
      rowAttributes={locationRowAttributes}
    >
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
    </RecordListScreen>
  );
}
