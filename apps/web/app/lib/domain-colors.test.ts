import { describe, expect, it } from "vitest";
import {
  DEFAULT_SITE_COLORS,
  domainColorCss,
  domainColorVariables,
  siteColors,
} from "./domain-colors.ts";

describe("domain colors", () => {
  const colors = [
    { id: 1, domain_color_type_id: 1, code: "#FF0000" },
    { id: 2, domain_color_type_id: 2, code: "#00ff00" },
    { id: 3, domain_color_type_id: 3, code: "#0000ff" },
    { id: 4, domain_color_type_id: 4, code: "#111111" },
    { id: 5, domain_color_type_id: 5, code: "#222222" },
    { id: 6, domain_color_type_id: 5, code: "red;}body{display:none" },
  ];

  it("maps types 1, 2, 4, 5 to CSS variables and ignores others / invalid codes", () => {
    expect(domainColorVariables(colors)).toEqual({
      "--color-accent-text": "#ff0000",
      "--color-primary-text": "#00ff00",
      "--color-accent-bg": "#111111",
      "--color-primary-bg": "#222222",
    });
  });

  it("renders a :root rule, then a dark variant for devices in dark mode", () => {
    const css = domainColorCss(colors.slice(0, 1));
    expect(
      css.startsWith(":root{--color-accent-text:#ff0000}@media (prefers-color-scheme:dark)"),
    ).toBe(true);
    expect(css).toMatch(
      /^[^@]*@media \(prefers-color-scheme:dark\)\{:root\{--color-accent-text:#[0-9a-f]{6};--color-primary-text:#[0-9a-f]{6};--color-accent-bg:#[0-9a-f]{6};--color-primary-bg:#[0-9a-f]{6}\}\}$/,
    );
    // A domain without colors still gets the dark variant of the defaults.
    expect(domainColorCss([]).startsWith("@media (prefers-color-scheme:dark){:root{")).toBe(true);
  });

  it("fills the colors a domain lacks with the defaults", () => {
    expect(siteColors(colors.slice(0, 1))).toEqual({
      ...DEFAULT_SITE_COLORS,
      accentText: "#ff0000",
    });
  });
});
