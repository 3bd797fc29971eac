import { describe, expect, it } from "vitest";
import { themeProblems } from "../readable-colors.ts";
import { colorRows } from "../site-colors.fixtures.ts";
import {
  type ColorValues,
  changedColorKeys,
  colorErrors,
  colorServerErrors,
  colorsBody,
  colorValuesFrom,
  formatRatio,
  isHexColor,
  renderedColors,
} from "./colors.ts";

const good: ColorValues = {
  primaryBackground: "#ffffff",
  primaryText: "#1f2430",
  accentBackground: "#e7f5ff",
  accentText: "#1864ab",
};

describe("formatRatio", () => {
  it("rounds down to one decimal and drops .0", () => {
    expect(formatRatio(4.48)).toBe("4.4");
    expect(formatRatio(3.25)).toBe("3.2");
    expect(formatRatio(21)).toBe("21");
    expect(formatRatio(4.5)).toBe("4.5");
  });
});

describe("renderedColors", () => {
  it("keeps colors that read everywhere and adjusts nothing", () => {
    const { light, dark, adjustments } = renderedColors(good);
    expect(light).toEqual(good);
    expect(adjustments).toEqual([]);
    expect(
      themeProblems({
        primaryBg: dark.primaryBackground,
        primaryText: dark.primaryText,
        accentBg: dark.accentBackground,
        accentText: dark.accentText,
      }),
    ).toEqual([]);
  });

  it("names each color the site draws differently, with the one it uses", () => {
    const { light, adjustments } = renderedColors({ ...good, accentBackground: "#123abc" });
    expect(adjustments.map((a) => a.label)).toContain("Accent background");
    const band = adjustments.find((a) => a.key === "accentBackground");
    expect(band).toMatchObject({ chosen: "#123abc", used: light.accentBackground });
    expect(light.accentBackground).not.toBe("#123abc");
  });

  it("uses the saved color, else the default, for a value that is not a color yet", () => {
    expect(renderedColors({ ...good, primaryText: "#12" }, good).light.primaryText).toBe("#1f2430");
    expect(renderedColors({ ...good, primaryText: "" }).light.primaryText).toBe("#1f2430");
    expect(renderedColors({ ...good, primaryText: "#12" }).adjustments).toEqual([]);
  });
});

describe("values, changes and body", () => {
  const list = colorRows({ 1: "#FFFFFF", 2: "#1f2430", 3: "#000000", 5: "#ffffff" });

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
