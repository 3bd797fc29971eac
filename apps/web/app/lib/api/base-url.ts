/** The API host of the current site host: `${protocol}//api.${host}` (host keeps the port). */
export function apiBaseUrl(location: Pick<Location, "protocol" | "host"> = window.location) {
  return `${location.protocol}//api.${location.host}`;
}
