/**
 * /today's progressive enhancement (issue 22 points 1 and 4, decision 023), the one script a
 * public page loads: a "Near me" button that sorts each group of the list by distance from the
 * browser's position (nothing is sent anywhere), and a Leaflet map with a marker per place
 * (issue 38 point 9: trucks at one spot share a marker with their count, whose popup lists them;
 * places too close to tell apart at the zoom share one marker that zooms in on them).
 * The page works without it: the list is the accessible view, and the map box stays hidden.
 */
import * as L from "leaflet";
import {
  groupStopsByPlace,
  locationErrorText,
  type MapPlace,
  type MapStop,
  POPUP_PADDING,
  POPUP_PADDING_LEFT,
  placeMarkerLabel,
  popupSize,
  readStops,
  SORTED_TEXT,
  sortGroupsByDistance,
} from "../lib/today-map.ts";
import {
  CLUSTER_MAX_ZOOM,
  clusterMarkerLabel,
  type MapMarker,
  placeClusters,
} from "../lib/today-map-clusters.ts";

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

/** One truck of a popup: its name (its page) and the hours as the list says. */
function truckOf(stop: MapStop): HTMLElement {
  const item = document.createElement("li");
  const name = document.createElement(stop.url ? "a" : "strong");
  name.className = "today-map__popup-name";
  name.textContent = stop.name;
  if (stop.url && name instanceof HTMLAnchorElement) name.href = stop.url;
  item.append(name);
  if (stop.hours) {
    const hours = document.createElement("p");
    hours.textContent = stop.hours;
    item.append(hours);
  }
  return item;
}

/** A place's popup: the place and its address as its title, then every truck there. */
function popupOf(place: MapPlace): HTMLElement {
  const box = document.createElement("div");
  box.className = "today-map__popup";
  if (place.place) {
    const title = document.createElement("p");
    title.className = "today-map__popup-place";
    title.textContent = place.place;
    box.append(title);
  }
  const list = document.createElement("ul");
  list.className = "today-map__popup-list";
  list.append(...place.stops.map(truckOf));
  box.append(list);
  return box;
}

/** A round pin of `size` px with `count` in it (none for one stop), named for screen readers. */
function pinOf(lat: number, lng: number, size: number, count: number, label: string): L.Marker {
  const icon = L.divIcon({
    className: `today-map__pin${count > 1 ? " today-map__pin--group" : ""}`,
    html: count > 1 ? `<span aria-hidden="true">${count}</span>` : "",
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
  const marker = L.marker([lat, lng], { icon, riseOnHover: true });
  marker.on("add", () => marker.getElement()?.setAttribute("aria-label", label));
  return marker;
}

/** A place's marker: a dot, with the number of stops on it when there are several. */
const placeMarkerOf = (place: MapPlace) =>
  pinOf(
    place.lat,
    place.lng,
    place.stops.length > 1 ? 32 : 26,
    place.stops.length,
    placeMarkerLabel(place),
  );

/** The attribution as text: Leaflet writes it as HTML. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Unhides the box and draws the stops: tiles only when the site names a tile URL. */
function drawMap(box: HTMLElement, stops: MapStop[]) {
  const tileUrl = box.dataset.tileUrl ?? "";
  box.hidden = false;
  // The zoom control stays top left; popups keep clear of it (POPUP_PADDING_LEFT) and of the
  // edges, and are sized to the map, so at 375 px none is cut or has its title covered.
  const map = L.map(box, {
    scrollWheelZoom: false,
    attributionControl: tileUrl !== "",
    maxZoom: CLUSTER_MAX_ZOOM + 2,
  });
  if (tileUrl) {
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: escapeHtml(box.dataset.attribution ?? ""),
    }).addTo(map);
  }
  const size = () => popupSize(box.clientWidth, box.clientHeight);
  const popupFor = (content: HTMLElement) =>
    L.popup({
      ...size(),
      autoPanPaddingTopLeft: [POPUP_PADDING_LEFT, POPUP_PADDING],
      autoPanPaddingBottomRight: [POPUP_PADDING, POPUP_PADDING],
      className: "today-map__popup-box",
    }).setContent(content);
  const markerOf = (marker: MapMarker): L.Marker => {
    if (marker.kind === "place")
      return placeMarkerOf(marker.place).bindPopup(popupFor(popupOf(marker.place)));
    const pin = pinOf(marker.lat, marker.lng, 36, marker.stops, clusterMarkerLabel(marker));
    if (marker.expansionZoom <= map.getMaxZoom()) {
      pin.on("click", () => map.setView([marker.lat, marker.lng], marker.expansionZoom));
      return pin;
    }
    // Too close to part even at the last zoom: one popup lists every place.
    const all = document.createElement("div");
    all.append(...marker.places.map(popupOf));
    return pin.bindPopup(popupFor(all));
  };
  const layer = L.layerGroup().addTo(map);
  const clusters = placeClusters(groupStopsByPlace(stops));
  const draw = () => {
    layer.clearLayers();
    for (const marker of clusters(map.getZoom())) layer.addLayer(markerOf(marker));
  };
  map.on("zoomend", draw);
  // A narrower window (a phone turned) sizes the popups again.
  map.on("resize", () => {
    layer.eachLayer((marker) => {
      const popup = (marker as L.Marker).getPopup();
      if (popup) Object.assign(popup.options, size());
    });
  });
  map.fitBounds(L.latLngBounds(stops.map((s) => L.latLng(s.lat, s.lng))), {
    padding: [28, 28],
    maxZoom: 15,
  });
  draw();
}

const box = document.getElementById("today-map");
const stops = readStops(document);
if (box && stops.length > 0) {
  addNearMe(box);
  drawMap(box, stops);
}
