// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.ts";

const request = (url: string) =>
  ({ method: "GET", url, headers: { host: "localhost:3000" } }) as http.IncomingMessage;

describe("the page cache and the blog's pages", () => {
  it("keeps ?page (each page of the blog is its own page) and drops other parameters", () => {
    expect(cacheKeyOf(request("/blog?page=2&utm_source=x"))).toEqual({
      key: "localhost:3000/blog?page=2",
      path: "/blog?page=2",
    });
    expect(cacheKeyOf(request("/blog?utm_source=x"))).toEqual({
      key: "localhost:3000/blog",
      path: "/blog",
    });
  });
});
