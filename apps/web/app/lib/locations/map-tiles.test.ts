import type { DomainOptions } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { mapTilesOf, safeAttribution } from "./map-tiles.ts";

const options = (map: { map_tile_url?: string; map_attribution?: string }) =>
  ({ title: "Site", ...map }) as unknown as DomainOptions;

describe("the map tiles of the domain's options", () => {
  it("uses the tile URL template and its attribution", () => {
    expect(
      mapTilesOf(
        options({
          map_tile_url: " https://tile.openstreetmap.org/{z}/{x}/{y}.png ",
          map_attribution: "© OpenStreetMap contributors",
        }),
      ),
    ).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    });
  });

  it("has no tiles while the option is empty, missing or not an http(s) URL", () => {
    expect(mapTilesOf(options({ map_tile_url: "" }))).toBeNull();
    expect(mapTilesOf(options({}))).toBeNull();
    expect(mapTilesOf(undefined)).toBeNull();
    expect(mapTilesOf(options({ map_tile_url: "javascript:alert(1)//{z}" }))).toBeNull();
  });

  it("shows the attribution's text and http(s) links only", () => {
    expect(
      safeAttribution(
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      ),
    ).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    );
    expect(
      safeAttribution(
        '<img src=x onerror="alert(1)">Tiles <b>by</b> <a href="javascript:alert(1)">us</a><script>x()</script>',
      ),
    ).toBe("Tiles by usx()");
  });
});
