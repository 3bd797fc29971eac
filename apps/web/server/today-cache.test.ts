// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { PAGE_EXPIRES_HEADER, pageExpiryOf, passPageExpiry } from "../app/lib/page-expiry.ts";
import { cacheKeyOf } from "./cache-key.ts";

const request = (url: string) =>
  ({ method: "GET", url, headers: { host: "localhost:3000" } }) as http.IncomingMessage;

describe("the page cache and /today", () => {
  it("keeps ?cuisine (each filter is its own page) and drops other parameters", () => {
    expect(cacheKeyOf(request("/today?cuisine=4&utm_source=x"))).toEqual({
      key: "localhost:3000/today?cuisine=4",
      path: "/today?cuisine=4",
    });
    expect(cacheKeyOf(request("/today?page=2"))).toEqual({
      key: "localhost:3000/today",
      path: "/today",
    });
  });

  it("reads the expiry a route passes on, and only a whole number of milliseconds", () => {
    const loaderHeaders = new Headers({ [PAGE_EXPIRES_HEADER]: "1805482800000", other: "x" });
    const passed = passPageExpiry({ loaderHeaders });
    expect([...passed.keys()]).toEqual([PAGE_EXPIRES_HEADER]);
    expect(pageExpiryOf(passed.get(PAGE_EXPIRES_HEADER))).toBe(1805482800000);
    expect(pageExpiryOf(passPageExpiry({ loaderHeaders: new Headers() }).get("x"))).toBeNull();
    expect(pageExpiryOf("soon")).toBeNull();
    expect(pageExpiryOf("-5")).toBeNull();
  });
});
