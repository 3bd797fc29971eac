import { describe, expect, it } from "vitest";
import {
  DEFAULT_SITE_COLORS,
  domainColorCss,
  domainColorVariables,
  renderedSiteColors,
  siteColors,
} from "./domain-colors.ts";
import { colorRows } from "./site-colors.fixtures.ts";

describe("domain colors", () => {
  const colors = [
    ...colorRows({ 1: "#FF0000", 2: "#00ff00", 3: "#0000ff", 4: "#111111", 5: "#222222" }),
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

  it("declares the four rendered colors, then a dark variant for devices in dark mode", () => {
    const css = domainColorCss(colors.slice(0, 1));
    const rule =
      /\{--color-accent-text:(#[0-9a-f]{6});--color-primary-text:#[0-9a-f]{6};--color-accent-bg:#[0-9a-f]{6};--color-primary-bg:#[0-9a-f]{6}\}/
        .source;
    expect(css).toMatch(
      new RegExp(`^:root${rule}@media \\(prefers-color-scheme:dark\\)\\{:root${rule}\\}$`),
    );
    // #ff0000 reads at 4:1 on white: the page uses a darker red.
    expect(renderedSiteColors(colors.slice(0, 1)).light.accentText).not.toBe("#ff0000");
    expect(css).toContain(
      `--color-accent-text:${renderedSiteColors(colors.slice(0, 1)).light.accentText}`,
    );
    // A domain without colors gets the (readable) defaults.
    expect(domainColorCss([]).startsWith(":root{--color-accent-text:")).toBe(true);
  });

  it("keeps colors that already read everywhere", () => {
    const demo = colorRows({ 1: "#b93f06", 2: "#1f2933", 4: "#fff4e6", 5: "#ffffff" });
    expect(renderedSiteColors(demo).light).toEqual(siteColors(demo));
  });

  it("fills the colors a domain lacks with the defaults", () => {
    expect(siteColors(colors.slice(0, 1))).toEqual({
      ...DEFAULT_SITE_COLORS,
      accentText: "#ff0000",
    });
  });
});
