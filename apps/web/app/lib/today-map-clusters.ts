import Supercluster from "supercluster";
import type { MapPlace } from "./today-map.ts";

/**
 * Places closer than this on screen share one marker (issue 38 point 9): pins are at most
 * 36 px wide, so no two markers overlap and each keeps a 24 px target (WCAG 2.5.8).
 */
export const CLUSTER_RADIUS_PX = 44;
/** Past this zoom every place has its own marker. */
export const CLUSTER_MAX_ZOOM = 17;

/** What the map draws at a zoom: a place (its trucks), or nearby places shown as one. */
export type MapMarker =
  | { kind: "place"; lat: number; lng: number; place: MapPlace }
  | {
      kind: "cluster";
      lat: number;
      lng: number;
      places: MapPlace[];
      /** Stops at all its places. */
      stops: number;
      /** The zoom at which it splits. */
      expansionZoom: number;
    };

type Props = { i: number };
type Sums = { stops: number };

/**
 * The map's markers per zoom, from supercluster over the places (grouped by
 * `groupStopsByPlace`). Its `extent` is Leaflet's 256 px tile, so the radius is in the map's
 * pixels.
 */
export function placeClusters(places: readonly MapPlace[]): (zoom: number) => MapMarker[] {
  const index = new Supercluster<Props, Sums>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ stops: places[p.i].stops.length }),
    reduce: (sum, p) => {
      sum.stops += p.stops;
    },
  });
  index.load(
    places.map((place, i) => ({
      type: "Feature" as const,
      properties: { i },
      geometry: { type: "Point" as const, coordinates: [place.lng, place.lat] },
    })),
  );
  return (zoom) =>
    index.getClusters([-180, -85, 180, 85], Math.round(zoom)).map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties;
      if ("cluster_id" in props) {
        const leaves = index.getLeaves(props.cluster_id, Number.POSITIVE_INFINITY);
        return {
          kind: "cluster",
          lat,
          lng,
          places: leaves.map((leaf) => places[leaf.properties.i]),
          stops: props.stops,
          expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
        };
      }
      return { kind: "place", lat, lng, place: places[props.i] };
    });
}

/** A cluster's marker in words: "5 stops at 3 places, zoom in to tell them apart". */
export function clusterMarkerLabel(marker: Extract<MapMarker, { kind: "cluster" }>): string {
  return `${marker.stops} stops at ${marker.places.length} places nearby: show them`;
}
