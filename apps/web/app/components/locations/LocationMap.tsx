import "leaflet/dist/leaflet.css";
import "./location-map.css";
import { Box } from "@mantine/core";
import * as L from "leaflet";
import { useEffect, useRef } from "react";
import { type LatLng, pickedCoordinates } from "../../lib/locations/coordinates.ts";
import { type MapTiles, safeAttribution } from "../../lib/locations/map-tiles.ts";

export type LocationMapProps = {
  /** Where the marker is (the typed coordinates), or null for no marker. */
  position: LatLng | null;
  /** Where to look while there is no marker (e.g. another of the domain's places). */
  near: LatLng | null;
  tiles: MapTiles;
  /** A click on the map picked these coordinates. */
  onPick: (point: LatLng) => void;
  /** The id of the text that tells how to use the map. */
  describedBy?: string;
};

const MARKER_ZOOM = 15;
const NEAR_ZOOM = 12;
const WORLD: L.LatLngTuple = [20, 0];
// Red 8 of Mantine's palette: at least 3:1 against tiles and against the empty map's gray.
const MARKER = { color: "#e03131", fillColor: "#ffffff", fillOpacity: 0.9, weight: 3, radius: 9 };

/**
 * The location form's map (Leaflet, loaded with this module only when the form opens): a click
 * sets the coordinates, and a circle marker shows the typed ones, the view following it when
 * it leaves the visible area. The fields are the keyboard's way to set them.
 */
export default function LocationMap({
  position,
  near,
  tiles,
  onPick,
  describedBy,
}: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The first view only; later moves follow the marker.
  const start = useRef({ position, near });

  const url = tiles?.url ?? "";
  const attribution = tiles?.attribution ?? "";
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { position: at, near: around } = start.current;
    const view = at
      ? { center: [at.lat, at.lng] as L.LatLngTuple, zoom: MARKER_ZOOM }
      : around
        ? { center: [around.lat, around.lng] as L.LatLngTuple, zoom: NEAR_ZOOM }
        : { center: WORLD, zoom: 2 };
    const created = L.map(element, {
      ...view,
      // Without tiles there is nothing to credit.
      attributionControl: url !== "",
      worldCopyJump: true,
    });
    if (url) {
      created.attributionControl.setPrefix(false);
      L.tileLayer(url, { attribution: safeAttribution(attribution), maxZoom: 19 }).addTo(created);
    }
    created.on("click", (e: L.LeafletMouseEvent) => pick.current(pickedCoordinates(e.latlng)));
    map.current = created;
    // The modal grows in with a transition: the map measures itself again when it is sized.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [url, attribution]);

  const lat = position?.lat;
  const lng = position?.lng;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map gets the marker again
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngTuple = [lat, lng];
    if (marker.current) marker.current.setLatLng(at);
    else marker.current = L.circleMarker(at, { ...MARKER, interactive: false }).addTo(current);
    if (!current.getBounds().contains(at)) {
      current.setView(at, Math.max(current.getZoom(), NEAR_ZOOM));
    }
  }, [lat, lng, url, attribution]);

  return (
    <Box
      ref={container}
      className="location-map"
      role="group"
      aria-label="Map: click to set the coordinates"
      aria-describedby={describedBy}
      h={{ base: 240, sm: 300 }}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-default-border)",
        // Leaflet's own stacking stays below the modal's close button and the page's popovers.
        zIndex: 0,
        position: "relative",
      }}
      data-testid="location-map"
    />
  );
}
