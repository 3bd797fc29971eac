// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { PAGE_EXPIRES_HEADER, pageExpiryOf, passPageExpiry } from "../app/lib/page-expiry.ts";
import { cacheKeyOf } from "./cache-key.ts";

const request = (url: string, method = "GET", host = "localhost:3000") =>
  ({ method, url, headers: { host } }) as http.IncomingMessage;

const keyOf = (url: string) => cacheKeyOf(request(url, "GET", "localhost"));

describe("the page cache's key of an address", () => {
  it("is the host and path, with only the parameters the route reads", () => {
    expect(keyOf("/")).toEqual({ key: "localhost/", path: "/" });
    expect(keyOf("/taco-loco?utm_source=x")).toEqual({
      key: "localhost/taco-loco",
      path: "/taco-loco",
    });
    expect(keyOf("/members?page=2&search=taco&cuisine=mexican&x=1#top")).toEqual({
      key: "localhost/members?cuisine=mexican&search=taco&page=2",
      path: "/members?cuisine=mexican&search=taco&page=2",
    });
    expect(keyOf("/members?search=&page=")).toEqual({ key: "localhost/members", path: "/members" });
  });

  it("is the address the URL parser makes of a path it would change", () => {
    expect(keyOf("/a/./b/../taco-loco")?.path).toBe("/a/taco-loco");
    expect(keyOf("/caf%C3%A9")?.path).toBe("/caf%C3%A9");
    expect(keyOf("/café")?.path).toBe("/caf%C3%A9");
    expect(keyOf("/members/?search=x")?.path).toBe("/members/");
    expect(keyOf("?search=x")?.path).toBe("/");
    // Not another host: "//evil.example/x" is a path here, as the router reads it.
    expect(keyOf("//evil.example/x")?.key.startsWith("localhost/")).toBe(true);
  });

  it("is none for the team's screens and React Router's own endpoints", () => {
    expect(keyOf("/panel")).toBeNull();
    expect(keyOf("/members.data")).toBeNull();
    expect(keyOf("/__manifest?p=/")).toBeNull();
  });
});

describe.each([
  {
    pages: "the preview pages",
    never: ["/preview/abc.def", "/preview/abc.def/", "/preview/abc.def?utm=1", "HEAD /preview/abc"],
    kept: ["/preview", "/previews"],
  },
  {
    pages: "the respond pages (a truck's answer page)",
    never: ["/respond/abc.def", "/respond/abc.def?action=quote", "/respond", "HEAD /respond/abc"],
    kept: ["/responders"],
  },
])("the page cache and $pages", ({ never, kept }) => {
  it.each(never)("never keeps %s, whatever its query", (call) => {
    const [method, url] = call.startsWith("HEAD ") ? ["HEAD", call.slice(5)] : ["GET", call];
    expect(cacheKeyOf(request(url, method))).toBeNull();
  });

  it.each(kept)("still keeps %s, a page only starting like them", (path) => {
    expect(cacheKeyOf(request(path))).toEqual({ key: `localhost:3000${path}`, path });
  });
});

describe("the page cache and the pages with their own parameter", () => {
  it.each([
    {
      page: "the blog (each page of the blog is its own page)",
      kept: ["/blog?page=2&utm_source=x", "localhost:3000/blog?page=2", "/blog?page=2"],
      dropped: ["/blog?utm_source=x", "localhost:3000/blog", "/blog"],
    },
    {
      page: "/today (each cuisine filter is its own page)",
      kept: ["/today?cuisine=4&utm_source=x", "localhost:3000/today?cuisine=4", "/today?cuisine=4"],
      dropped: ["/today?page=2", "localhost:3000/today", "/today"],
    },
  ])("keeps the parameter of $page and drops other parameters", ({ kept, dropped }) => {
    for (const [url, key, path] of [kept, dropped]) {
      expect(cacheKeyOf(request(url))).toEqual({ key, path });
    }
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
