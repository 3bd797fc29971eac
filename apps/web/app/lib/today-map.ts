import { distance } from "@turf/distance";

/**
 * The pure parts of /today's map and "Near me" (app/scripts/today-map.ts, decision 023): the
 * stops as the server-rendered list holds them, the order by distance within each group, and the
 * distance text. The list is the page's accessible view; the script only reads and reorders it.
 * Nothing here talks to a server: the visitor's position stays in the page.
 */

/** A stop card of the list (`li.stop-card[data-lat][data-lng]`) and what its marker shows. */
export type MapStop = {
  item: HTMLElement;
  lat: number;
  lng: number;
  /** The truck's name and page (the card's heading link). */
  name: string;
  url: string;
  /** The place and its address, as the card writes them. */
  place: string;
  /** The hours as the card writes them ("Open now until 21:00", "11:30-14:00"). */
  hours: string;
};

export type Position = { lat: number; lng: number };

/** The lists of /today's groups (Open now, Later today, Tomorrow), each sorted on its own. */
export const GROUP_LIST_SELECTOR = ".today-groups .stop-list";
const ITEM_SELECTOR = "li.stop-card[data-lat][data-lng]";

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** A coordinate attribute within its range, or null. */
function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** One card's stop, or null when it carries no usable coordinates. */
export function readStop(item: HTMLElement): MapStop | null {
  const lat = coordinate(item.dataset.lat, 90);
  const lng = coordinate(item.dataset.lng, 180);
  if (lat === null || lng === null) return null;
  const link = item.querySelector<HTMLAnchorElement>(".stop-card__name a");
  return {
    item,
    lat,
    lng,
    name: text(link ?? item.querySelector(".stop-card__name")),
    url: link?.getAttribute("href") ?? "",
    place: text(item.querySelector(".stop-card__place")),
    hours: text(item.querySelector(".stop-card__hours")),
  };
}

/** Every stop of the page's groups, in the list's order. */
export function readStops(root: ParentNode): MapStop[] {
  return [...root.querySelectorAll<HTMLElement>(`${GROUP_LIST_SELECTOR} > ${ITEM_SELECTOR}`)]
    .map(readStop)
    .filter((stop): stop is MapStop => stop !== null);
}

/** The stops at one place: one marker on the map, whose popup lists them (issue 38 point 9). */
export type MapPlace = {
  lat: number;
  lng: number;
  /** The place and its address, as the first of its cards writes them. */
  place: string;
  /** Its stops in the list's order (a truck there today and tomorrow counts twice). */
  stops: MapStop[];
};

/** Coordinates to the metre: two cards at one saved place carry the same ones. */
const placeKey = (stop: { lat: number; lng: number }) =>
  `${stop.lat.toFixed(5)},${stop.lng.toFixed(5)}`;

/**
 * The stops grouped by place, in the order places first appear in the list, so trucks at the
 * same spot share one marker instead of hiding each other.
 */
export function groupStopsByPlace(stops: readonly MapStop[]): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const stop of stops) {
    const key = placeKey(stop);
    const place = places.get(key);
    if (place) place.stops.push(stop);
    else places.set(key, { lat: stop.lat, lng: stop.lng, place: stop.place, stops: [stop] });
  }
  return [...places.values()];
}

/** A place's marker in words: "Civic Center Plaza, 1 Carlton Pl: 3 trucks". */
export function placeMarkerLabel(place: MapPlace): string {
  const count = place.stops.length;
  const trucks = count === 1 ? place.stops[0].name : `${count} stops`;
  return place.place ? `${place.place}: ${trucks}` : trucks;
}

/**
 * The popup's size for a map `width` x `height` px wide (issue 38 point 9): it fits between the
 * zoom control (left) and the edge with room to spare, at most 300 px of content; a longer list
 * scrolls inside it.
 */
export function popupSize(width: number, height: number) {
  const side = POPUP_PADDING_LEFT + POPUP_PADDING + POPUP_CHROME;
  return {
    maxWidth: Math.max(120, Math.min(300, width - side)),
    minWidth: Math.min(180, Math.max(120, width - side)),
    maxHeight: Math.max(120, height - 2 * POPUP_PADDING - POPUP_TIP - POPUP_CHROME),
  };
}
/** Room the popup keeps from the map's left edge: the zoom control's width and its margins. */
export const POPUP_PADDING_LEFT = 56;
/** Room it keeps from the other edges. */
export const POPUP_PADDING = 12;
/** The popup's own margins and borders around its content (today-map.css), and its tip. */
const POPUP_CHROME = 40;
const POPUP_TIP = 24;

/** The great-circle distance in km between two points (turf's haversine). */
export function distanceKm(from: Position, to: Position): number {
  return distance([from.lng, from.lat], [to.lng, to.lat], { units: "kilometers" });
}

/** "350 m" under a kilometre (to 10 m), "1.2 km" under ten, "12 km" from there. */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 100) * 10;
  if (metres < 1000) return `${metres} m`;
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/**
 * The items nearest first (a stable sort: equal distances keep the list's order); items of
 * unknown distance (null) keep their order after the others.
 */
export function byDistance<T>(items: readonly T[], distanceOf: (item: T) => number | null): T[] {
  return items
    .map((item, index) => ({ item, index, km: distanceOf(item) }))
    .sort((a, b) => {
      if (a.km === null || b.km === null) {
        return a.km === b.km ? a.index - b.index : a.km === null ? 1 : -1;
      }
      return a.km - b.km || a.index - b.index;
    })
    .map((entry) => entry.item);
}

/**
 * Near me: within each group's list, the cards nearest `from` first, each saying how far it is
 * (`.stop-card__distance`, written again on each call). Returns how many cards got a distance.
 */
export function sortGroupsByDistance(root: ParentNode, from: Position): number {
  let measured = 0;
  for (const list of root.querySelectorAll<HTMLElement>(GROUP_LIST_SELECTOR)) {
    const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
    const km = new Map<HTMLElement, number>();
    for (const item of items) {
      const stop = readStop(item);
      if (stop) km.set(item, distanceKm(from, stop));
      showDistance(item, km.get(item));
    }
    measured += km.size;
    for (const item of byDistance(items, (el) => km.get(el) ?? null)) list.append(item);
  }
  return measured;
}

/** Writes (or removes) a card's distance line under its place. */
function showDistance(item: HTMLElement, km: number | undefined) {
  let line = item.querySelector<HTMLElement>(".stop-card__distance");
  if (km === undefined) {
    line?.remove();
    return;
  }
  if (!line) {
    line = item.ownerDocument.createElement("p");
    line.className = "stop-card__distance";
    const body = item.querySelector(".stop-card__body") ?? item;
    const place = body.querySelector(".stop-card__place");
    if (place) place.after(line);
    else body.append(line);
  }
  line.textContent = `${formatDistance(km)} away`;
}

/** What the live region says when the browser gives no position (GeolocationPositionError). */
export function locationErrorText(error: { code?: number } | null): string {
  switch (error?.code) {
    case 1:
      return "Your location was not shared, so the list keeps its order. Allow location access for this site to sort by distance.";
    case 3:
      return "Finding your location took too long. Try again.";
    case 2:
      return "Your location is not available right now. Try again later.";
    default:
      return "This browser cannot share its location, so the list keeps its order.";
  }
}

/** What the live region says once the list is sorted. */
export const SORTED_TEXT = "Sorted by distance from you.";
