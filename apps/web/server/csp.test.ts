import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, siteOriginsSource } from "./csp.ts";

const imgSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("img-src"));

/** The policy of a panel page on localhost:3000, with the images of every site. */
const panelPolicy = (options: { mapTiles?: boolean } = {}) =>
  contentSecurityPolicy({
    hostHeader: "localhost:3000",
    nonce: "n",
    noFraming: true,
    images: "http://*:3000",
    ...options,
  });

describe("images of every site in the panel (media urls are absolute on their own site)", () => {
  it("turns PUBLIC_URL's {host} into a wildcard", () => {
    expect(siteOriginsSource("http://{host}:3000")).toBe("http://*:3000");
    expect(siteOriginsSource("https://{host}")).toBe("https://*");
    expect(siteOriginsSource("https://{host}.directory.example")).toBe(
      "https://*.directory.example",
    );
    // A host that is not a leading wildcard narrows to the scheme.
    expect(siteOriginsSource("https://sites-{host}.example")).toBe("https:");
  });

  it("adds them to the panel's img-src only", () => {
    const panel = panelPolicy();
    expect(imgSrc(panel)).toBe("img-src 'self' data: blob: http://*:3000");
    const page = contentSecurityPolicy({ hostHeader: "localhost:3000" });
    expect(imgSrc(page)).toBe("img-src 'self' data: blob:");
    // Scripts and connections stay as narrow as before.
    expect(panel).toContain("script-src 'self' 'nonce-n'");
    expect(panel).toContain(
      "connect-src 'self' http://api.localhost:3000 https://api.localhost:3000",
    );
  });
});

describe("the panel's location map", () => {
  it("may draw tiles from any https tile server, on panel pages only", () => {
    const panel = panelPolicy({ mapTiles: true });
    expect(imgSrc(panel)).toBe("img-src 'self' data: blob: http://*:3000 https:");
    expect(imgSrc(contentSecurityPolicy({ hostHeader: "localhost:3000" }))).toBe(
      "img-src 'self' data: blob:",
    );
    // Only images: scripts and connections stay on this origin and its API.
    expect(panel).toContain("script-src 'self' 'nonce-n';");
    expect(panel).toContain("default-src 'self';");
  });
});
