import { describe, expect, it } from "vitest";
import { contrast, rgbOf } from "./color-math.ts";
import { darkSiteColors } from "./dark-colors.ts";
import { readableSiteColors, type SiteColors, themeProblems } from "./readable-colors.ts";
import { HOSTILE_PALETTES, palette } from "./site-colors.fixtures.ts";

/** A small deterministic generator, so a failure names a palette that can be replayed. */
function* randomPalettes(count: number): Generator<SiteColors> {
  let seed = 21;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return `#${(seed % 0x1000000).toString(16).padStart(6, "0")}`;
  };
  for (let i = 0; i < count; i++) yield palette(next(), next(), next(), next());
}

describe("readableSiteColors", () => {
  for (const [name, chosen] of HOSTILE_PALETTES) {
    it(`makes ${name} readable, light and dark`, () => {
      expect(themeProblems(chosen).length).toBeGreaterThan(0);
      const light = readableSiteColors(chosen);
      expect(themeProblems(light)).toEqual([]);
      expect(themeProblems(darkSiteColors(light))).toEqual([]);
    });
  }

  // Thousands of contrast checks: seconds of work on a shared CI core, never a hang.
  it("makes 2,000 random palettes readable, light and dark", { timeout: 60_000 }, () => {
    for (const chosen of randomPalettes(2000)) {
      const light = readableSiteColors(chosen);
      expect({ chosen, problems: themeProblems(light) }).toEqual({ chosen, problems: [] });
      const dark = darkSiteColors(light);
      expect({ chosen, problems: themeProblems(dark) }).toEqual({ chosen, problems: [] });
    }
  });

  it("keeps a palette that already reads, and each color that already reads", () => {
    const catering = palette("#237032", "#212529", "#ebfbee", "#ffffff");
    expect(readableSiteColors(catering)).toEqual(catering);
    const darkBand = readableSiteColors(palette("#b93f06", "#1f2933", "#123abc", "#ffffff"));
    expect(darkBand).toMatchObject({ primaryText: "#1f2933", primaryBg: "#ffffff" });
  });

  it("keeps the chosen hue when it has to move a color", () => {
    // The navy band becomes a light navy tint the text reads on, not grey.
    const { accentBg } = readableSiteColors(palette("#b93f06", "#1f2933", "#123abc", "#ffffff"));
    const [r, g, b] = rgbOf(accentBg);
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    expect(contrast("#1f2933", accentBg)).toBeGreaterThanOrEqual(4.5);
  });

  it("lists what a palette fails with its ratio", () => {
    const problems = themeProblems(palette("#e8590c", "#1f2933", "#123abc", "#ffffff"));
    const band = problems.find((p) => p.label === "Text on the accent background");
    expect(band?.ratio).toBeCloseTo(contrast("#1f2933", "#123abc"), 5);
    expect(band?.min).toBe(4.5);
  });
});
