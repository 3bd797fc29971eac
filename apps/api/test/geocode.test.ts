import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cateringRequests } from "../src/db/schema.ts";
import {
  GEOCODE_LIMIT,
  GEOCODER_FAILED,
  GEOCODER_UNSET,
} from "../src/features/geocode/geocode-address.ts";
import { GEOCODER_USER_AGENT } from "../src/features/geocode/geocoder.ts";
import { NOW, postRequest, requestBody } from "./catering-fixtures.ts";
import { createVendor, publishedListings } from "./content-fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 38 point 11, contract.md "Notifications, search, places": GET /api/geocode asks the
// geocoder of GEOCODER_URL (a Nominatim- or Photon-shaped service; here a stub on 127.0.0.1
// answering either shape by the query), for staff and vendors, counted per user; without
// GEOCODER_URL 503; and a catering request without coordinates is placed from its address.

/** What the stub was asked: the search URL and the User-Agent. */
const asked: { url: URL; agent: string }[] = [];
const NOMINATIM = [
  { display_name: "Ferry Building, 1 Market St, San Francisco", lat: "37.7955", lon: "-122.3937" },
  { display_name: "No coordinates here" },
];
const photon = (count: number) => ({
  type: "FeatureCollection",
  features: Array.from({ length: count }, (_, i) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [-122.4193 + i / 1000, 37.7793] },
    properties: {
      name: `Civic Center Plaza ${i + 1}`,
      street: "Carlton B Goodlett Pl",
      housenumber: "1",
      postcode: "94102",
      city: "San Francisco",
      country: "United States",
    },
  })),
});
const stub = createServer((req: IncomingMessage, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  asked.push({ url, agent: req.headers["user-agent"] ?? "" });
  const q = url.searchParams.get("q") ?? "";
  if (q.includes("broken")) {
    res.writeHead(500).end("upstream down");
    return;
  }
  const body = q.includes("photon") ? photon(8) : q.includes("nothing") ? [] : NOMINATIM;
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
});
await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
const GEOCODER_URL = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/search?countrycodes=us`;

const LOCAL = 1;
const limits = { LOGIN_MAX_PER_IP: "1000" };
const { app, db } = await createTestApp({ ...limits, GEOCODER_URL }, { clock: () => NOW });
const unset = (await createTestApp(limits)).app;
const editor = (await login(app, EDITOR)).access_token;
const listings = await publishedListings(db, LOCAL);
const vendor = await createVendor(app, db, [listings[0].id], LOCAL);

const geocode = (token: string | undefined, q: string, on = app) =>
  call(on, "GET", `/api/geocode?q=${encodeURIComponent(q)}`, { token });

describe("GET /api/geocode", () => {
  it("answers a Nominatim list as places, with the site's own parameters and a User-Agent", async () => {
    const res = await geocode(editor, "1 Market St");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { label: "Ferry Building, 1 Market St, San Francisco", lat: 37.7955, lng: -122.3937 },
    ]);
    const last = asked.at(-1);
    expect(last?.url.pathname).toBe("/search");
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      countrycodes: "us",
      q: "1 Market St",
      limit: "5",
      format: "jsonv2",
    });
    expect(last?.agent).toBe(GEOCODER_USER_AGENT);
  });

  it("answers Photon GeoJSON as places too, at most 5, for a vendor", async () => {
    const res = await geocode(vendor.token, "photon civic center");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0]).toEqual({
      label: "Civic Center Plaza 1, Carlton B Goodlett Pl 1, 94102 San Francisco, United States",
      lat: 37.7793,
      lng: -122.4193,
    });
  });

  it("is a 502 with a clear message when the geocoder fails, 422 on a short query, 401 without a token", async () => {
    const broken = await geocode(editor, "broken street");
    expect(broken.status).toBe(502);
    expect(broken.body).toEqual({ message: GEOCODER_FAILED });
    const short = await geocode(editor, "ab");
    expect(short.status).toBe(422);
    expect(short.body.errors.q).toEqual(["Type at least 3 characters of the address."]);
    expect((await geocode(undefined, "1 Market St")).status).toBe(401);
  });

  it("counts each user's searches: past the limit 429 with Retry-After, others go on", async () => {
    const busy = await createVendor(app, db, [listings[1].id], LOCAL);
    for (let i = 0; i < GEOCODE_LIMIT.max; i++) {
      expect((await geocode(busy.token, `nothing ${i}`)).status).toBe(200);
    }
    const refused = await geocode(busy.token, "nothing more");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await geocode(vendor.token, "nothing else")).status).toBe(200);
  });

  it("is a 503 saying how to set coordinates when GEOCODER_URL is unset", async () => {
    const token = (await login(unset, EDITOR)).access_token;
    const res = await geocode(token, "1 Market St", unset);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: GEOCODER_UNSET });
    expect(res.body.message).toMatch(/click the map.*latitude and longitude/i);
  });
});

describe("a catering request without coordinates", () => {
  const stored = async (id: number) =>
    (await db.select().from(cateringRequests).where(eq(cateringRequests.id, id)))[0];

  it("is placed from its address by the geocoder", async () => {
    const res = await postRequest(app, requestBody({ lat: undefined, lng: undefined }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await stored(res.body.data.id)).toMatchObject({ lat: 37.7955, lng: -122.3937 });
    expect(asked.at(-1)?.url.searchParams.get("q")).toBe("1 Market St, San Francisco");
  });

  it("keeps the coordinates it was given, and is taken without any when the geocoder fails", async () => {
    const given = await postRequest(app, requestBody({ lat: 37.8, lng: -122.27 }));
    expect(await stored(given.body.data.id)).toMatchObject({ lat: 37.8, lng: -122.27 });
    const failing = await postRequest(
      app,
      requestBody({ lat: undefined, lng: undefined, address: "1 broken street, Oakland" }),
    );
    expect(failing.status, JSON.stringify(failing.body)).toBe(201);
    expect(await stored(failing.body.data.id)).toMatchObject({ lat: null, lng: null });
  });
});
