// @vitest-environment node
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "./cache-key.ts";

const keyOf = (url: string) =>
  cacheKeyOf({ method: "GET", url, headers: { host: "localhost" } } as http.IncomingMessage);

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
