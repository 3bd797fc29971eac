/**
 * The map of /today draws tiles from the domain's `map_tile_url` option (decision 023): an https
 * URL template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, or "" for no tiles.
 */

/** What a tile URL that is not one is told (the API's 422 and the options tab's check). */
export const MAP_TILE_URL_MESSAGE =
  "The map tile URL must be an https address with {z}, {x} and {y}, such as https://tile.example.com/{z}/{x}/{y}.png, or empty for a map without tiles.";

/** The placeholders Leaflet fills in: zoom, column, row, `@2x` on sharp screens, subdomain. */
const PLACEHOLDER = /\{([^{}]*)\}/g;
const PATH_PLACEHOLDERS = new Set(["z", "x", "y", "r"]);
/** `https://` + an optional leading `{s}.` label + a host name + an optional port. */
const AUTHORITY = /^https:\/\/(\{s\}\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?(?=[/?#]|$)/i;

/**
 * The Content-Security-Policy image source of a tile URL template (`https://tile.example.com`,
 * `https://*.tile.example.com` for a `{s}` subdomain), or null when the template is not an
 * https address with {z}, {x} and {y}: the option's check and the page's policy share it.
 */
export function mapTileSource(template: string): string | null {
  const url = template.trim();
  if (url.length > 500 || /[\s"'<>\\^`|]/.test(url)) return null;
  const authority = AUTHORITY.exec(url);
  if (!authority) return null;
  const rest = url.slice(authority[0].length);
  const names = [...rest.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (/[{}]/.test(rest.replace(PLACEHOLDER, ""))) return null;
  if (names.some((name) => !PATH_PLACEHOLDERS.has(name))) return null;
  if (!["z", "x", "y"].every((name) => names.includes(name))) return null;
  const [, sub, host, port = ""] = authority;
  return `https://${sub ? "*." : ""}${host.toLowerCase()}${port}`;
}
