import { describe, expect, it } from "vitest";
import { apiBaseUrl } from "./base-url.ts";

describe("apiBaseUrl", () => {
  it("prefixes the site host (with port) with api.", () => {
    expect(apiBaseUrl({ protocol: "http:", host: "localhost:3000" })).toBe(
      "http://api.localhost:3000",
    );
    expect(apiBaseUrl({ protocol: "https:", host: "catering.example.com" })).toBe(
      "https://api.catering.example.com",
    );
  });
});
