import { describe, expect, it } from "vitest";
import type { MapPlace } from "./today-map.ts";
import { CLUSTER_MAX_ZOOM, clusterMarkerLabel, placeClusters } from "./today-map-clusters.ts";

/** A place with `count` stops (the map's grouping of one spot's trucks). */
const place = (name: string, lat: number, lng: number, count: number): MapPlace => ({
  lat,
  lng,
  place: name,
  stops: Array.from({ length: count }, (_, i) => ({
    item: document.createElement("li"),
    lat,
    lng,
    name: `${name} truck ${i + 1}`,
    url: "",
    place: name,
    hours: "11:00-14:00",
  })),
});

// Two places 50 m apart by the Ferry Building, and Civic Center 3 km away.
const FERRY = place("Ferry Building", 37.7955, -122.3937, 4);
const MARKET = place("Farmers Market", 37.7957, -122.3932, 2);
const CIVIC = place("Civic Center Plaza", 37.7793, -122.4193, 3);

describe("the map's nearby places (issue 38 point 9)", () => {
  const at = placeClusters([FERRY, MARKET, CIVIC]);

  it("share one marker where their pins would overlap, with every stop counted", () => {
    const markers = at(12);
    expect(markers).toHaveLength(2);
    const cluster = markers.find((m) => m.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("no cluster at zoom 12");
    expect(cluster.stops).toBe(6);
    expect(cluster.places.map((p) => p.place).sort()).toEqual(["Farmers Market", "Ferry Building"]);
    expect(cluster.expansionZoom).toBeGreaterThan(12);
    expect(cluster.expansionZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    expect(clusterMarkerLabel(cluster)).toBe("6 stops at 2 places nearby: show them");
    const civic = markers.find((m) => m.kind === "place");
    expect(civic?.kind === "place" && civic.place.place).toBe("Civic Center Plaza");
  });

  it("part at the zoom the cluster names, and each place keeps its own trucks", () => {
    const cluster = at(12).find((m) => m.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("no cluster at zoom 12");
    const parted = at(cluster.expansionZoom);
    expect(parted.every((m) => m.kind === "place")).toBe(true);
    expect(parted).toHaveLength(3);
    const ferry = parted.find((m) => m.kind === "place" && m.place.place === "Ferry Building");
    expect(ferry?.kind === "place" && ferry.place.stops).toHaveLength(4);
  });
});
