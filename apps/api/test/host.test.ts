import { describe, expect, it } from "vitest";
import { isApiHost, normalizeHost } from "../src/http/host.ts";

describe("which host a request names", () => {
  it("knows an API host in any case, with a port or a trailing dot", () => {
    for (const host of [
      "api.localhost",
      "API.Localhost:3000",
      "api.catering.localhost.",
      " api.x",
    ]) {
      expect(isApiHost(host), host).toBe(true);
    }
  });

  it("takes every other host for a site", () => {
    for (const host of [undefined, "", "localhost", "apiary.example", "api.", "api", "[::1]:80"]) {
      expect(isApiHost(host), String(host)).toBe(false);
    }
  });

  it("normalizes case, port and a trailing dot", () => {
    expect(normalizeHost("Catering.LOCALHOST.:3000")).toBe("catering.localhost");
    expect(normalizeHost("[::1]:8080")).toBe("[::1]");
  });
});
