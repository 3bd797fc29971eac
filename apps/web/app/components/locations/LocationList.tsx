import type { Location } from "@fooddir/contract";
import { Badge, Box, Divider, Group, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { formatCoordinates } from "../../lib/locations/coordinates.ts";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";

function LocationRow({
  location,
  onEdit,
  onDelete,
}: {
  location: Location;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group
      wrap="nowrap"
      gap="sm"
      py="sm"
      px={{ base: "sm", sm: "md" }}
      align="flex-start"
      data-location-id={location.id}
    >
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <IconMapPin size={18} />
      </ThemeIcon>
      <Box style={{ flex: 1, minWidth: 0 }}>
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
      </Box>
      <Group gap={2} wrap="nowrap">
        <EditDeleteButtons
          editLabel={`Edit ${location.name}`}
          deleteLabel={`Delete ${location.name}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
    </Group>
  );
}

/** The domain's locations, each with its name, address, coordinates and its actions. */
export function LocationList({
  locations,
  onEdit,
  onDelete,
}: {
  locations: readonly Location[];
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}) {
  return (
    <Box component="ul" aria-label="Locations" m={0} p={0}>
      {locations.map((location, i) => (
        <Box component="li" key={location.id} style={{ listStyle: "none" }}>
          {i > 0 ? <Divider /> : null}
          <LocationRow
            location={location}
            onEdit={() => onEdit(location)}
            onDelete={() => onDelete(location)}
          />
        </Box>
      ))}
    </Box>
  );
}

export function LocationSkeleton() {
  return (
    <Stack gap={0} p="md" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="sm" py="xs" wrap="nowrap">
          <Skeleton h={34} w={34} radius="md" />
          <Box style={{ flex: 1 }}>
            <Skeleton h={12} w="35%" mb={8} />
            <Skeleton h={10} w="55%" mb={6} />
            <Skeleton h={10} w="25%" />
          </Box>
        </Group>
      ))}
    </Stack>
  );
}
