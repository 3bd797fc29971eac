// @vitest-environment node
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { PAGE_IMAGES_HEADER, pageImagesHeaders } from "../app/lib/page-images.ts";
import {
  allowPageImages,
  contentSecurityPolicy,
  pageImageSource,
  publicPagePolicy,
} from "./csp.ts";

// Decision 023: /today names its map tiles' origin in an internal header; the server adds that
// origin to the page's img-src (cached or not) and nothing else.

const imgSrc = (policy: unknown) =>
  String(policy)
    .split("; ")
    .find((d) => d.startsWith("img-src"));

describe("a page's own image origin", () => {
  it("is the tile URL's origin, a {s} subdomain as a wildcard, none without tiles", () => {
    expect(pageImagesHeaders("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual({
      [PAGE_IMAGES_HEADER]: "https://tile.openstreetmap.org",
    });
    expect(pageImagesHeaders("https://{s}.tiles.example.com:8443/{z}/{x}/{y}{r}.png")).toEqual({
      [PAGE_IMAGES_HEADER]: "https://*.tiles.example.com:8443",
    });
    expect(pageImagesHeaders("")).toEqual({});
    expect(pageImagesHeaders("http://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual({});
  });

  it("is taken only as one https origin", () => {
    expect(pageImageSource("https://tile.openstreetmap.org")).toBe(
      "https://tile.openstreetmap.org",
    );
    for (const bad of ["*", "https:", "http://x.example", "https://a.example https://b.example"]) {
      expect(pageImageSource(bad), bad).toBeUndefined();
    }
    expect(pageImageSource("https://a.example; script-src *")).toBeUndefined();
  });

  it("joins a cached page's img-src only", () => {
    const plain = publicPagePolicy("localhost:3000");
    const today = publicPagePolicy("localhost:3000", undefined, undefined, "https://tile.osm.org");
    expect(imgSrc(plain)).toBe("img-src 'self' data: blob:");
    expect(imgSrc(today)).toBe("img-src 'self' data: blob: https://tile.osm.org");
    expect(today.replace(" https://tile.osm.org", "")).toBe(plain);
  });

  it("joins the policy of a page rendered with a nonce, and the header stays internal", () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    const policy = (images?: string) =>
      contentSecurityPolicy({ hostHeader: "localhost:3000", nonce: "n", images });
    res.setHeader("Content-Security-Policy", policy());
    allowPageImages(res, policy);
    res.writeHead(200, "OK", {
      "content-type": "text/html",
      [PAGE_IMAGES_HEADER]: "https://tile.openstreetmap.org",
    });
    expect(imgSrc(res.getHeader("content-security-policy"))).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(res.getHeader(PAGE_IMAGES_HEADER)).toBeUndefined();
    expect(res.getHeader("content-type")).toBe("text/html");

    const other = new ServerResponse(new IncomingMessage(new Socket()));
    other.setHeader("Content-Security-Policy", policy());
    allowPageImages(other, policy);
    other.writeHead(200, { "content-type": "text/html" });
    expect(other.getHeader("content-security-policy")).toBe(policy());
  });
});
