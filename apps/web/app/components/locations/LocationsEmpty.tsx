import { Button } from "@mantine/core";
import { IconAlertTriangle, IconMapPin, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyState } from "../panel/EmptyState.tsx";

/** The list could not be loaded. */
export function LocationsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      color="red"
      icon={<IconAlertTriangle size={28} />}
      title="Locations could not be loaded"
      text="Check your connection and try again."
      action={
        <Button variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

/** A search that matches no location. */
export function LocationsNoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<IconSearchOff size={28} />}
      title="No locations match your search"
      text={`No location's name or address contains “${search.trim()}”. Try another search.`}
      action={
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}

/** The domain has no saved places yet. */
export function NoLocations({ action }: { action: ReactNode }) {
  return (
    <EmptyState
      icon={<IconMapPin size={28} />}
      title="No locations yet"
      text="Add the places your trucks park; their stops are then scheduled at these places and shown on /today and the member pages."
      action={action}
    />
  );
}
