import { describe, expect, it } from "vitest";
import {
  type ColorValues,
  changedColorKeys,
  colorErrors,
  colorServerErrors,
  colorsBody,
  colorValuesFrom,
  contrastRatio,
  contrastWarnings,
  formatRatio,
  isHexColor,
  relativeLuminance,
} from "./colors.ts";

const good: ColorValues = {
  primaryBackground: "#ffffff",
  primaryText: "#1f2430",
  accentBackground: "#e7f5ff",
  accentText: "#1864ab",
};

describe("relativeLuminance", () => {
  it("is 0 for black and 1 for white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1, 10);
  });

  it("matches known values", () => {
    expect(relativeLuminance("#777777")).toBeCloseTo(0.1845, 4);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance("#00ff00")).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance("#0000ff")).toBeCloseTo(0.0722, 4);
  });

  it("is NaN for anything but #RRGGBB", () => {
    for (const bad of ["", "#fff", "ffffff", "#gggggg", "red", "#1234567"]) {
      expect(relativeLuminance(bad)).toBeNaN();
    }
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
  });

  it("is 1 for equal colors", () => {
    expect(contrastRatio("#336699", "#336699")).toBe(1);
  });

  it("matches known values", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4, 2);
  });

  it("is NaN when a color is invalid", () => {
    expect(contrastRatio("#000", "#ffffff")).toBeNaN();
  });
});

describe("formatRatio", () => {
  it("rounds down to one decimal and drops .0", () => {
    expect(formatRatio(4.48)).toBe("4.4");
    expect(formatRatio(3.25)).toBe("3.2");
    expect(formatRatio(21)).toBe("21");
    expect(formatRatio(contrastRatio("#000000", "#ffffff"))).toBe("21");
    expect(formatRatio(4.5)).toBe("4.5");
  });
});

describe("contrastWarnings", () => {
  it("is empty when every pair reaches 4.5:1", () => {
    expect(contrastWarnings(good)).toEqual([]);
  });

  it("names each pair under 4.5:1 with its ratio", () => {
    const warnings = contrastWarnings({
      ...good,
      accentText: "#777777",
      accentBackground: "#ffffff",
    });
    expect(warnings.map((w) => w.label)).toEqual([
      "Accent text on accent background",
      "Links (accent text) on primary background",
    ]);
    expect(warnings[0]?.message).toBe(
      "Accent text on accent background: 4.4:1, below the 4.5:1 WCAG AA minimum.",
    );
  });

  it("skips pairs with an invalid color", () => {
    expect(contrastWarnings({ ...good, primaryText: "#12", accentText: "" })).toEqual([]);
  });
});

describe("values, changes and body", () => {
  const list = [
    { id: 1, domain_color_type_id: 1, code: "#FFFFFF" },
    { id: 2, domain_color_type_id: 2, code: "#1f2430" },
    { id: 3, domain_color_type_id: 3, code: "#000000" },
    { id: 5, domain_color_type_id: 5, code: "#ffffff" },
  ];

  it("reads the four rendered types, lowercased, '' when missing", () => {
    expect(colorValuesFrom(list)).toEqual({
      accentText: "#ffffff",
      primaryText: "#1f2430",
      accentBackground: "",
      primaryBackground: "#ffffff",
    });
    expect(colorValuesFrom(undefined).accentText).toBe("");
  });

  it("finds changed keys ignoring case", () => {
    expect(changedColorKeys(good, { ...good, primaryText: "#1F2430" })).toEqual([]);
    expect(changedColorKeys(good, { ...good, accentText: "#000000" })).toEqual(["accentText"]);
  });

  it("checks #RRGGBB", () => {
    expect(isHexColor(" #A1b2C3 ")).toBe(true);
    expect(isHexColor("#abc")).toBe(false);
    expect(colorErrors(good)).toEqual({});
    expect(Object.keys(colorErrors({ ...good, primaryText: "#abc", accentText: "" }))).toEqual([
      "primaryText",
      "accentText",
    ]);
  });

  it("builds the PUT body and maps server errors back by index", () => {
    const body = colorsBody({ ...good, accentBackground: " #E7F5FF " });
    expect(body).toEqual([
      { domain_color_type_id: 5, code: "#ffffff" },
      { domain_color_type_id: 2, code: "#1f2430" },
      { domain_color_type_id: 4, code: "#e7f5ff" },
      { domain_color_type_id: 1, code: "#1864ab" },
    ]);
    expect(
      colorServerErrors({ "2.code": "The code must be a color like #RRGGBB.", x: "y" }),
    ).toEqual({ accentBackground: "The code must be a color like #RRGGBB." });
  });
});
