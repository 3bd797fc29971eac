// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.ts";

const request = (url: string, method = "GET") =>
  ({ method, url, headers: { host: "localhost:3000" } }) as http.IncomingMessage;

describe("the page cache and the preview pages", () => {
  it("never keeps a preview, whatever its query", () => {
    expect(cacheKeyOf(request("/preview/abc.def"))).toBeNull();
    expect(cacheKeyOf(request("/preview/abc.def/"))).toBeNull();
    expect(cacheKeyOf(request("/preview/abc.def?utm=1"))).toBeNull();
    expect(cacheKeyOf(request("/preview/abc", "HEAD"))).toBeNull();
  });

  it("still keeps a page at /preview itself, or one only starting like it", () => {
    expect(cacheKeyOf(request("/preview"))).toEqual({
      key: "localhost:3000/preview",
      path: "/preview",
    });
    expect(cacheKeyOf(request("/previews"))).toEqual({
      key: "localhost:3000/previews",
      path: "/previews",
    });
  });
});
