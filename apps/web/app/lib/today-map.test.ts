import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { TodayGroups } from "../components/public/TodayGroups.tsx";
import { groupToday } from "./stop-times.ts";
import type { TodayStop } from "./today.ts";
import {
  byDistance,
  distanceKm,
  formatDistance,
  groupStopsByPlace,
  locationErrorText,
  type MapStop,
  placeMarkerLabel,
  popupSize,
  readStops,
  SORTED_TEXT,
  sortGroupsByDistance,
} from "./today-map.ts";

const LA = "America/Los_Angeles";
const now = Date.parse("2027-03-16T12:00:00-07:00");
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();

/** Places around San Francisco: the Ferry Building, Civic Center, Oakland, Dolores Park. */
const FERRY = { lat: 37.7955, lng: -122.3937 };
const CIVIC = { lat: 37.7793, lng: -122.4193 };
const OAKLAND = { lat: 37.8044, lng: -122.2712 };
const DOLORES = { lat: 37.7596, lng: -122.4269 };

function occurrence(
  id: number,
  place: { lat: number; lng: number },
  name: string,
  startsAt: string,
  endsAt: string,
  openNow = false,
): TodayStop {
  return {
    stop_id: id,
    starts_at: startsAt,
    ends_at: endsAt,
    open_now: openNow,
    member: { id, title: `Truck ${id}`, url: `/truck-${id}`, logo: null },
    location: { id, name, address: `${id} Main St`, ...place },
    note: "",
    cuisines: [],
  };
}

const TODAY = [
  // Open now, in the list's order: Oakland, Dolores Park, the Ferry Building.
  occurrence(
    1,
    OAKLAND,
    "Lake Merritt",
    "2027-03-16T11:00:00-07:00",
    "2027-03-16T21:00:00-07:00",
    true,
  ),
  occurrence(
    2,
    DOLORES,
    "Dolores Park",
    "2027-03-16T11:30:00-07:00",
    "2027-03-16T14:00:00-07:00",
    true,
  ),
  occurrence(
    3,
    FERRY,
    "Ferry Building",
    "2027-03-16T11:45:00-07:00",
    "2027-03-16T15:00:00-07:00",
    true,
  ),
  // Later today: Civic Center, Oakland.
  occurrence(4, CIVIC, "Civic Center", "2027-03-16T17:00:00-07:00", "2027-03-16T20:00:00-07:00"),
  occurrence(5, OAKLAND, "Lake Merritt", "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00"),
];

/** /today's list as the server renders it, in the test's document. */
function renderList() {
  document.body.innerHTML = renderToString(
    createElement(TodayGroups, {
      groups: groupToday(TODAY, now, LA),
      timeZone: LA,
      filtered: false,
    }),
  );
}

const names = (groupId: string) =>
  [...(document.getElementById(groupId)?.closest("section")?.querySelectorAll("h3") ?? [])].map(
    text,
  );

describe("/today's stops read from the list", () => {
  beforeEach(renderList);

  it("are the cards of every group with their coordinates, link, place and hours", () => {
    const stops = readStops(document);
    expect(stops.map((s) => s.name)).toEqual([
      "Truck 1",
      "Truck 2",
      "Truck 3",
      "Truck 4",
      "Truck 5",
    ]);
    expect(stops[0]).toMatchObject({
      lat: OAKLAND.lat,
      lng: OAKLAND.lng,
      url: "/truck-1",
      place: "Lake Merritt, 1 Main St",
      hours: "Open now until 21:00",
    });
    expect(stops[4].hours).toBe("22:00-02:00");
    expect(stops[0].item.matches("li.stop-card")).toBe(true);
  });

  it("skip a card without usable coordinates", () => {
    const card = document.querySelector<HTMLElement>("li.stop-card");
    card?.setAttribute("data-lat", "91");
    expect(readStops(document).map((s) => s.name)).not.toContain("Truck 1");
  });
});

describe("Near me", () => {
  beforeEach(renderList);

  it("puts the nearest stop first within each group, each saying how far it is", () => {
    // At Civic Center: Dolores Park (2.3 km), the Ferry Building (2.9 km), Oakland (13 km).
    expect(sortGroupsByDistance(document, CIVIC)).toBe(5);
    expect(names("today-open")).toEqual(["Truck 2", "Truck 3", "Truck 1"]);
    expect(names("today-later")).toEqual(["Truck 4", "Truck 5"]);
    const distances = [...document.querySelectorAll(".stop-card__distance")].map(text);
    expect(distances).toEqual([
      "2.3 km away",
      "2.9 km away",
      "13 km away",
      "0 m away",
      "13 km away",
    ]);
    // The distance follows the place in its card.
    const first = document.querySelector("#today-open")?.closest("section")?.querySelector("li");
    expect(first?.querySelector(".stop-card__place + .stop-card__distance")).not.toBeNull();
  });

  it("sorts again from a new position without repeating the distance lines", () => {
    sortGroupsByDistance(document, CIVIC);
    sortGroupsByDistance(document, OAKLAND);
    expect(names("today-open")).toEqual(["Truck 1", "Truck 3", "Truck 2"]);
    expect(names("today-later")).toEqual(["Truck 5", "Truck 4"]);
    expect(document.querySelectorAll(".stop-card__distance")).toHaveLength(5);
  });

  it("says what happened in words", () => {
    expect(SORTED_TEXT).toBe("Sorted by distance from you.");
    expect(locationErrorText({ code: 1 })).toMatch(/^Your location was not shared/);
    expect(locationErrorText({ code: 2 })).toMatch(/not available/);
    expect(locationErrorText({ code: 3 })).toMatch(/took too long/);
    expect(locationErrorText(null)).toMatch(/cannot share its location/);
  });
});

describe("distances", () => {
  it("are great-circle kilometres", () => {
    expect(distanceKm(CIVIC, FERRY)).toBeCloseTo(2.88, 2);
    expect(distanceKm(CIVIC, CIVIC)).toBe(0);
  });

  it("read as metres under 1 km, one decimal under 10 km, whole km from there", () => {
    expect(formatDistance(0)).toBe("0 m");
    expect(formatDistance(0.347)).toBe("350 m");
    expect(formatDistance(0.998)).toBe("1.0 km");
    expect(formatDistance(1.24)).toBe("1.2 km");
    expect(formatDistance(9.96)).toBe("10 km");
    expect(formatDistance(12.4)).toBe("12 km");
  });

  it("order items nearest first, keeping the list's order for ties and unknowns last", () => {
    const items = ["a", "b", "c", "d"];
    const km: Record<string, number | null> = { a: 5, b: null, c: 1, d: 5 };
    expect(byDistance(items, (i) => km[i])).toEqual(["c", "a", "d", "b"]);
  });
});

describe("the map's markers (issue 38 point 9)", () => {
  /** The demo's shape: 18 stops of today and tomorrow at 7 places. */
  const PLACES = [
    { ...FERRY, place: "Ferry Building, 1 Ferry Building" },
    { ...CIVIC, place: "Civic Center Plaza, 1 Carlton Pl" },
    { ...OAKLAND, place: "Lake Merritt, 1 Lakeshore Ave" },
    { ...DOLORES, place: "Dolores Park, 19th St" },
    { lat: 37.7694, lng: -122.4862, place: "Golden Gate Park" },
    { lat: 37.8087, lng: -122.4098, place: "Pier 39" },
    // Two places a street apart stay two markers.
    { lat: 37.79551, lng: -122.3937, place: "Ferry Plaza Farmers Market" },
  ];
  const AT = [0, 1, 2, 0, 3, 4, 1, 5, 0, 6, 2, 1, 3, 0, 5, 4, 1, 6];
  const stops: MapStop[] = AT.map((p, i) => ({
    item: document.createElement("li"),
    lat: PLACES[p].lat,
    lng: PLACES[p].lng,
    name: `Truck ${i + 1}`,
    url: `/truck-${i + 1}`,
    place: PLACES[p].place,
    hours: "11:00-14:00",
  }));

  it("are one per place, in the list's order, each with every truck there", () => {
    const groups = groupStopsByPlace(stops);
    expect(groups).toHaveLength(7);
    expect(groups.map((g) => g.place)).toEqual([0, 1, 2, 3, 4, 5, 6].map((p) => PLACES[p].place));
    const trucks = groups.map((g) => g.stops.map((s) => s.name));
    expect(trucks).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((p) => AT.flatMap((at, i) => (at === p ? [`Truck ${i + 1}`] : []))),
    );
    expect(trucks.flat()).toHaveLength(18);
    expect(groups[0]).toMatchObject({ lat: FERRY.lat, lng: FERRY.lng });
    expect(placeMarkerLabel(groups[0])).toBe("Ferry Building, 1 Ferry Building: 4 stops");
    expect(placeMarkerLabel({ ...groups[6], stops: [stops[9]] })).toBe(
      "Ferry Plaza Farmers Market: Truck 10",
    );
  });

  it("open popups that fit a 375 px screen's map beside the zoom control", () => {
    // The map at 375 px: 343 px wide, 280 tall.
    const small = popupSize(343, 280);
    expect(small.maxWidth + 56 + 12 + 40).toBeLessThanOrEqual(343);
    expect(small.maxHeight).toBeLessThan(280);
    expect(popupSize(1100, 400).maxWidth).toBe(300);
  });
});
