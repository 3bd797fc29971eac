/**
 * /today's progressive enhancement (issue 22 points 1 and 4, decision 023), the one script a
 * public page loads: a "Near me" button that sorts each group of the list by distance from the
 * browser's position (nothing is sent anywhere), and a Leaflet map with a marker per stop. The
 * page works without it: the list is the accessible view, and the map box stays hidden.
 */
import * as L from "leaflet";
import {
  locationErrorText,
  type MapStop,
  readStops,
  SORTED_TEXT,
  sortGroupsByDistance,
} from "../lib/today-map.ts";

/** The "Near me" button and the polite live region that says what it did. */
function addNearMe(before: HTMLElement) {
  const bar = document.createElement("div");
  bar.className = "today-near";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button today-near__button";
  button.textContent = "Near me";
  const status = document.createElement("p");
  status.className = "today-near__status";
  status.setAttribute("role", "status");
  bar.append(button, status);
  before.before(bar);

  let asking = false;
  button.addEventListener("click", () => {
    if (asking) return;
    if (!("geolocation" in navigator)) {
      status.textContent = locationErrorText(null);
      return;
    }
    asking = true;
    button.setAttribute("aria-busy", "true");
    status.textContent = "Finding your location…";
    navigator.geolocation.getCurrentPosition(
      (position) => {
        asking = false;
        button.removeAttribute("aria-busy");
        const { latitude: lat, longitude: lng } = position.coords;
        sortGroupsByDistance(document, { lat, lng });
        status.textContent = SORTED_TEXT;
      },
      (error) => {
        asking = false;
        button.removeAttribute("aria-busy");
        status.textContent = locationErrorText(error);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** A marker's popup: the truck's name (its page), the place and the hours as the list says. */
function popupOf(stop: MapStop): HTMLElement {
  const box = document.createElement("div");
  box.className = "today-map__popup";
  const name = document.createElement(stop.url ? "a" : "strong");
  name.className = "today-map__popup-name";
  name.textContent = stop.name;
  if (stop.url && name instanceof HTMLAnchorElement) name.href = stop.url;
  box.append(name);
  for (const line of [stop.place, stop.hours]) {
    if (!line) continue;
    const p = document.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  return box;
}

/** The attribution as text: Leaflet writes it as HTML. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Unhides the box and draws the stops: tiles only when the site names a tile URL. */
function drawMap(box: HTMLElement, stops: MapStop[]) {
  const tileUrl = box.dataset.tileUrl ?? "";
  box.hidden = false;
  const map = L.map(box, { scrollWheelZoom: false, attributionControl: tileUrl !== "" });
  if (tileUrl) {
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: escapeHtml(box.dataset.attribution ?? ""),
    }).addTo(map);
  }
  for (const stop of stops) {
    L.circleMarker([stop.lat, stop.lng], {
      className: "today-map__marker",
      radius: 10,
      weight: 3,
      fillOpacity: 0.9,
    })
      .bindPopup(popupOf(stop))
      .addTo(map);
  }
  map.fitBounds(L.latLngBounds(stops.map((s) => L.latLng(s.lat, s.lng))), {
    padding: [28, 28],
    maxZoom: 15,
  });
}

const box = document.getElementById("today-map");
const stops = readStops(document);
if (box && stops.length > 0) {
  addNearMe(box);
  drawMap(box, stops);
}
