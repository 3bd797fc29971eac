import { LOCATION_LIMITS, type Location, type LocationInput } from "@fooddir/contract";
import { Alert, NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { locationKeys, locationsApi } from "../../lib/locations/api.ts";
import {
  COORDINATE_DECIMALS,
  type LatLng,
  markerPosition,
} from "../../lib/locations/coordinates.ts";
import {
  checkLocationForm,
  type LocationField,
  type LocationFormValues,
  locationFieldErrors,
  locationFormValues,
} from "../../lib/locations/form.ts";
import { notify } from "../../lib/notify.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { useFormErrors } from "../settings/use-form-errors.ts";
import { AddressSearch } from "./AddressSearch.tsx";
import { LocationMapField } from "./LocationMapField.tsx";

/** What the modal is open for: a new location (null location) or an existing one; null: closed. */
export type LocationEditing = { location: Location | null } | null;

type Props = {
  editing: LocationEditing;
  /** Where the map looks for a new location (e.g. the domain's first saved place). */
  near: LatLng | null;
  onClose: () => void;
  /** After a save, with the saved location. */
  onSaved?: (location: Location) => void;
  /** A vendor proposes a new spot (issue 38): staff review it before it is public. */
  proposing?: boolean;
};

/** What a vendor is told before proposing a spot. */
export const PROPOSE_HINT =
  "Staff review a new spot before it shows on the site. Until then you can use it for your own stops.";

/** Add or edit one location (POST / PUT /api/locations): name, address, coordinates, a map. */
export function LocationModal({ editing, near, onClose, onSaved, proposing = false }: Props) {
  const queryClient = useQueryClient();
  const { formRef, errors, submitChecked, showServerError, clearError, setErrors } =
    useFormErrors();
  const location = editing?.location ?? null;
  // The fields take the edited location in the same render that opens the modal, so the map
  // starts on it (an effect would first draw the previous values).
  const [values, setValues] = useState<LocationFormValues>(() => locationFormValues(location));
  const [shown, setShown] = useState(editing);
  if (shown !== editing) {
    setShown(editing);
    setValues(locationFormValues(location));
    setErrors({});
  }

  const set = (patch: Partial<LocationFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    for (const field of Object.keys(patch)) clearError(field);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (input: LocationInput) =>
      location ? locationsApi.update(location.id, input) : locationsApi.create(input),
    onSuccess: (saved) => {
      notify.success(
        location
          ? `${saved.name} saved.`
          : saved.status === "proposed"
            ? `${saved.name} proposed: staff will review it.`
            : `${saved.name} added.`,
      );
      void queryClient.invalidateQueries({ queryKey: locationKeys.all });
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => showServerError(error, locationFieldErrors),
  });

  const submit = submitChecked(
    () => checkLocationForm(values),
    (checked) => save.mutate(checked.input),
  );

  const coordinate = (field: Extract<LocationField, "lat" | "lng">, limit: number) => ({
    value: values[field],
    error: errors[field],
    min: -limit,
    max: limit,
    decimalScale: COORDINATE_DECIMALS,
    step: 0.0001,
    // Out of range stays as typed and is named at the field, never silently changed.
    clampBehavior: "none" as const,
    allowedDecimalSeparators: [".", ","],
    required: true,
    hideControls: true,
    inputMode: "decimal" as const,
    onChange: (value: number | string) => set({ [field]: value }),
  });

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={location ? "Edit location" : proposing ? "Propose a new spot" : "New location"}
      onSubmit={submit}
      submitLabel="Save"
      loading={save.isPending}
      formRef={formRef}
    >
      {proposing ? (
        <Alert color="blue" variant="light">
          {PROPOSE_HINT}
        </Alert>
      ) : null}
      <TextInput
        label="Name"
        description="How the place is shown on /today, member pages and calendars."
        placeholder="e.g. Civic Center Plaza"
        required
        value={values.name}
        error={errors.name}
        maxLength={LOCATION_LIMITS.name}
        autoComplete="off"
        onChange={(e) => set({ name: e.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label="Address"
        placeholder="e.g. 355 McAllister St, San Francisco"
        value={values.address}
        error={errors.address}
        maxLength={LOCATION_LIMITS.address}
        autoComplete="off"
        onChange={(e) => set({ address: e.currentTarget.value })}
      />
      <AddressSearch address={values.address} onPick={({ lat, lng }) => set({ lat, lng })} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Latitude"
          description="-90 to 90"
          placeholder="e.g. 37.7793"
          {...coordinate("lat", 90)}
        />
        <NumberInput
          label="Longitude"
          description="-180 to 180"
          placeholder="e.g. -122.4193"
          {...coordinate("lng", 180)}
        />
      </SimpleGrid>
      <LocationMapField
        position={markerPosition(values.lat, values.lng)}
        near={near}
        onPick={(point) => set(point)}
      />
    </FormModal>
  );
}
