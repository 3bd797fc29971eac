import type { DomainOptions } from "@fooddir/contract";
import { useSiteOptions } from "../settings/use-site-options.ts";

/** The map's tiles: a URL template ("https://tile.example/{z}/{x}/{y}.png"), or none. */
export type MapTiles = { url: string; attribution: string } | null;

/** The two map options (contract.md "Where the trucks are": domain options). */
type MapOptions = { map_tile_url?: string; map_attribution?: string };

/** The domain's tile server from its options; none while unset (or not an http(s) URL). */
export function mapTilesOf(options: (DomainOptions & MapOptions) | undefined | null): MapTiles {
  const url = options?.map_tile_url?.trim() ?? "";
  if (!/^https?:\/\/\S+$/i.test(url)) return null;
  return { url, attribution: options?.map_attribution?.trim() ?? "" };
}

/** The active domain's map tiles, from the options the panel already reads. */
export function useMapTiles(): { loading: boolean; tiles: MapTiles } {
  const options = useSiteOptions();
  return { loading: options.isPending, tiles: mapTilesOf(options.data) };
}

/**
 * The attribution as Leaflet may show it (it writes HTML): the text, and links to http(s)
 * addresses only; any other markup is dropped, its text kept.
 */
export function safeAttribution(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out = document.createElement("div");
  const copy = (from: Node, to: Node) => {
    for (const node of Array.from(from.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.appendChild(document.createTextNode(node.textContent ?? ""));
      } else if (node.nodeName === "A") {
        const href = (node as Element).getAttribute("href") ?? "";
        if (/^https?:\/\//i.test(href)) {
          const link = document.createElement("a");
          link.href = href;
          link.target = "_blank";
          link.rel = "noopener noreferrer";
          link.textContent = node.textContent ?? "";
          to.appendChild(link);
        } else {
          to.appendChild(document.createTextNode(node.textContent ?? ""));
        }
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        copy(node, to);
      }
    }
  };
  copy(parsed.body, out);
  return out.innerHTML;
}
