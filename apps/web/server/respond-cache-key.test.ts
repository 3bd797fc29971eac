// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.ts";

const request = (url: string, method = "GET") =>
  ({ method, url, headers: { host: "localhost:3000" } }) as http.IncomingMessage;

describe("the page cache and the respond pages", () => {
  it("never keeps a truck's answer page, whatever its query", () => {
    expect(cacheKeyOf(request("/respond/abc.def"))).toBeNull();
    expect(cacheKeyOf(request("/respond/abc.def?action=quote"))).toBeNull();
    expect(cacheKeyOf(request("/respond"))).toBeNull();
    expect(cacheKeyOf(request("/respond/abc", "HEAD"))).toBeNull();
  });

  it("still keeps a page whose url only starts like it", () => {
    expect(cacheKeyOf(request("/responders"))).toEqual({
      key: "localhost:3000/responders",
      path: "/responders",
    });
  });
});
