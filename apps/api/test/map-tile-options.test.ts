import { describe, expect, it } from "vitest";
import { call } from "./helpers.ts";
import { createDomainOptionsTestApp } from "./settings-fixtures.ts";

// Decision 023: `map_tile_url` (an https tile URL template with {z}, {x} and {y}, "" = no tiles)
// and `map_attribution` (text, 300 characters) join the domain options; a new domain has no
// tiles (OpenStreetMap's usage policy), the demo uses OpenStreetMap's for a local demo only.

const { app, admin, options, put } = await createDomainOptionsTestApp();

const OSM = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

describe("the map tile options", () => {
  it("are OpenStreetMap's in the demo, and empty (no tiles) for a new domain", async () => {
    const demo = await options();
    expect(demo.map_tile_url).toBe(OSM);
    expect(demo.map_attribution).toBe("© OpenStreetMap contributors");
    const created = await call(app, "POST", "/api/domains", {
      token: admin,
      body: { name: "Tiles Test", host: "tiles-test.localhost" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const fresh = await options("tiles-test.localhost");
    expect(fresh.map_tile_url).toBe("");
    expect(fresh.map_attribution).toBe("");
  });

  it("take an https template (a {s} subdomain and {r} too) and an attribution", async () => {
    const url = "https://{s}.basemaps.example.com/light_all/{z}/{x}/{y}{r}.png";
    const saved = await put({ map_tile_url: ` ${url} `, map_attribution: "© Example Maps" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.map_tile_url).toBe(url);
    expect((await options()).map_attribution).toBe("© Example Maps");
  });

  it("refuse anything else with a 422 on the field, changing nothing", async () => {
    await put({ map_tile_url: OSM, map_attribution: "© OpenStreetMap contributors" });
    for (const map_tile_url of [
      "http://tile.openstreetmap.org/{z}/{x}/{y}.png",
      "https://tile.openstreetmap.org/{z}/{x}.png",
      "https://tile.example.com/{z}/{x}/{y}.png?key={apikey}",
      "https://tile.example.com/{z}/{x}/{y}.png' img-src *",
      "https://user:pw@tile.example.com/{z}/{x}/{y}.png",
      `https://tile.example.com/${"a".repeat(500)}/{z}/{x}/{y}.png`,
      42,
    ]) {
      const res = await put({ map_tile_url, title: "Changed title" });
      expect(res.status, String(map_tile_url)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["map_tile_url"]);
      expect(String(res.body.errors.map_tile_url)).toMatch(/^The map tile URL (must|may not)/);
    }
    const long = await put({ map_attribution: "x".repeat(301) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(["map_attribution"]);
    const after = await options();
    expect(after.map_tile_url).toBe(OSM);
    expect(after.map_attribution).toBe("© OpenStreetMap contributors");
    expect(after.title).not.toBe("Changed title");
  });

  it("go back to no tiles when cleared", async () => {
    expect((await put({ map_tile_url: "", map_attribution: "" })).status).toBe(200);
    expect((await options()).map_tile_url).toBe("");
  });
});
