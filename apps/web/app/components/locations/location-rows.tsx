import type { Location } from "@fooddir/contract";
import { Badge, Group, Text, ThemeIcon } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { formatCoordinates } from "../../lib/locations/coordinates.ts";
import { RecordItem } from "../panel/record-list/RecordItem.tsx";

type Actions = { onEdit: (location: Location) => void; onDelete: (location: Location) => void };

/** A place in the locations list: its name (and "Pending review"), address and coordinates. */
export function locationCard({ onEdit, onDelete }: Actions) {
  return (location: Location) => (
    <RecordItem
      align="flex-start"
      icon={
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconMapPin size={18} />
        </ThemeIcon>
      }
      actions={{
        editLabel: `Edit ${location.name}`,
        deleteLabel: `Delete ${location.name}`,
        onEdit: () => onEdit(location),
        onDelete: () => onDelete(location),
      }}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm" style={{ wordBreak: "break-word" }} data-testid="location-name">
          {location.name}
        </Text>
        {location.status === "proposed" ? (
          // A vendor's proposed spot (issue 37): approved in the review queue.
          <Badge size="sm" variant="light" color="yellow">
            Pending review
          </Badge>
        ) : null}
      </Group>
      {location.address ? (
        <Text size="sm" style={{ wordBreak: "break-word" }} data-testid="location-address">
          {location.address}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" data-testid="location-coordinates">
        {formatCoordinates(location.lat, location.lng)}
      </Text>
    </RecordItem>
  );
}

export const locationRowAttributes = (l: Location) => ({ "data-location-id": l.id });
