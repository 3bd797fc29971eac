import { Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useId } from "react";
import type { LatLng } from "../../lib/locations/coordinates.ts";
import { useMapTiles } from "../../lib/locations/map-tiles.ts";

/** Leaflet and its styles are their own chunk, loaded when a location form first opens. */
const LocationMap = lazy(() => import("./LocationMap.tsx"));

const MAP_HEIGHT = { base: 240, sm: 300 };

type Props = {
  /** The typed coordinates (the marker), or null while they are empty or out of range. */
  position: LatLng | null;
  /** Where to look while there is no marker. */
  near: LatLng | null;
  onPick: (point: LatLng) => void;
};

/** The location form's map with how to use it; without a tile server, the hint to set one. */
export function LocationMapField(props: Props) {
  const hintId = useId();
  const { loading, tiles } = useMapTiles();
  const skeleton = <Skeleton h={MAP_HEIGHT} radius="md" />;
  return (
    <Stack gap={6}>
      {loading ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <LocationMap {...props} tiles={tiles} describedBy={hintId} />
        </Suspense>
      )}
      <Text id={hintId} size="xs" c="dimmed">
        Click the map to set the latitude and longitude, or type them; the marker shows them.
        {!loading && !tiles
          ? " The map has no tiles yet: a site admin can set a tile server under Site options."
          : ""}
      </Text>
    </Stack>
  );
}
