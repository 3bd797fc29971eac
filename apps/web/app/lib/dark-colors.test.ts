import { describe, expect, it } from "vitest";
import { contrast, luminance, rgbOf } from "./color-math.ts";
import { darkSiteColors, type SiteColors } from "./dark-colors.ts";
import { DEFAULT_SITE_COLORS } from "./domain-colors.ts";
import { HOSTILE_PALETTES, palette } from "./site-colors.fixtures.ts";

/** The defaults, the demo domains, extremes and the hostile palettes: the dark theme reads from all. */
const PALETTES: [string, SiteColors][] = [
  ["the defaults", DEFAULT_SITE_COLORS],
  ["the bay demo domain", palette("#b93f06", "#1f2933", "#fff4e6", "#ffffff")],
  ["the catering demo domain", palette("#237032", "#212529", "#ebfbee", "#ffffff")],
  ["a navy accent", palette("#001a66", "#333333", "#e7f0ff", "#ffffff")],
  ["all black", palette("#000000", "#000000", "#000000", "#000000")],
  ["all white", palette("#ffffff", "#ffffff", "#ffffff", "#ffffff")],
  ...HOSTILE_PALETTES,
];

describe("darkSiteColors", () => {
  for (const [name, light] of PALETTES) {
    it(`keeps AA contrast for ${name}`, () => {
      const dark = darkSiteColors(light);
      for (const value of Object.values(dark)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      expect(luminance(dark.primaryBg)).toBeLessThanOrEqual(0.012);
      expect(contrast(dark.primaryText, dark.primaryBg)).toBeGreaterThanOrEqual(7);
      expect(contrast(dark.accentText, dark.primaryBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark.accentText, dark.accentBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark.primaryText, dark.accentBg)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("keeps the domain's hues: a green site stays green in the dark", () => {
    const dark = darkSiteColors(palette("#237032", "#212529", "#ebfbee", "#ffffff"));
    const [r, g, b] = rgbOf(dark.accentText);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
