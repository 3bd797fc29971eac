import { DOMAIN_COLOR_TYPES, type DomainColor } from "@fooddir/contract";
import { darkSiteColors } from "../dark-colors.ts";
import { DEFAULT_SITE_COLORS } from "../domain-colors.ts";
import { readableSiteColors, type SiteColors, themeProblems } from "../readable-colors.ts";

/** The Colors tab of /panel/site-options: the four rendered domain colors and their contrast. */

export type ColorKey = keyof typeof DOMAIN_COLOR_TYPES;
export type ColorValues = Record<ColorKey, string>;

const HEX_RE = /^#[0-9a-fA-F]{6}$/;

export const COLOR_FIELDS: readonly { key: ColorKey; label: string; description: string }[] = [
  {
    key: "primaryBackground",
    label: "Primary background",
    description: "Page and header background.",
  },
  { key: "primaryText", label: "Primary text", description: "Body text and headings." },
  {
    key: "accentBackground",
    label: "Accent background",
    description: "Highlighted areas, badges and buttons.",
  },
  {
    key: "accentText",
    label: "Accent text",
    description: "Links, and text on the accent background.",
  },
];

/** Presets offered under the color picker. */
export const COLOR_SWATCHES = [
  "#ffffff",
  "#f8f9fa",
  "#fff4e6",
  "#e7f5ff",
  "#ebfbee",
  "#1f2430",
  "#212529",
  "#e8590c",
  "#c92a2a",
  "#a61e4d",
  "#5f3dc4",
  "#1864ab",
  "#087f5b",
  "#2b8a3e",
];

export function isHexColor(value: string): boolean {
  return HEX_RE.test(value.trim());
}

/** Shown (and checked) while a value is not (yet) a valid color: the public defaults. */
const FALLBACK: ColorValues = {
  primaryBackground: DEFAULT_SITE_COLORS.primaryBg,
  primaryText: DEFAULT_SITE_COLORS.primaryText,
  accentBackground: DEFAULT_SITE_COLORS.accentBg,
  accentText: DEFAULT_SITE_COLORS.accentText,
};

const SITE_KEYS: Record<ColorKey, keyof SiteColors> = {
  primaryBackground: "primaryBg",
  primaryText: "primaryText",
  accentBackground: "accentBg",
  accentText: "accentText",
};

const toSite = (values: ColorValues) =>
  Object.fromEntries(COLOR_FIELDS.map(({ key }) => [SITE_KEYS[key], values[key]])) as SiteColors;
const fromSite = (colors: SiteColors) =>
  Object.fromEntries(COLOR_FIELDS.map(({ key }) => [key, colors[SITE_KEYS[key]]])) as ColorValues;

/**
 * "4.4" for 4.48: rounded down to one decimal, so a ratio below 4.5 never reads as "4.5";
 * whole numbers lose the ".0" ("21").
 */
export function formatRatio(ratio: number): string {
  const down = Math.floor(ratio * 10 + 1e-9) / 10;
  return Number.isInteger(down) ? String(down) : down.toFixed(1);
}

/** A color the public pages draw differently from the one chosen, to keep its text readable. */
export type ColorAdjustment = { key: ColorKey; label: string; chosen: string; used: string };

/**
 * What the public pages will draw with for these (draft) colors: the same derivation as the pages
 * (`readableSiteColors`, then the dark variant), so the tab shows what the site will use. A value
 * that is not a color yet stands in as the `saved` one, else the default.
 */
export function renderedColors(values: ColorValues, saved?: ColorValues) {
  const chosen = Object.fromEntries(
    COLOR_FIELDS.map(({ key }) => {
      const value = values[key].trim().toLowerCase();
      if (isHexColor(value)) return [key, value];
      return [key, saved && isHexColor(saved[key]) ? saved[key].toLowerCase() : FALLBACK[key]];
    }),
  ) as ColorValues;
  const light = readableSiteColors(toSite(chosen));
  const used = fromSite(light);
  const adjustments: ColorAdjustment[] = COLOR_FIELDS.filter(
    ({ key }) => used[key] !== chosen[key],
  ).map(({ key, label }) => ({ key, label, chosen: chosen[key], used: used[key] }));
  const problems = themeProblems(toSite(chosen));
  return { light: used, dark: fromSite(darkSiteColors(light)), adjustments, problems };
}

/** The four rendered colors from GET /api/domain-colors ('' for a type the domain lacks). */
export function colorValuesFrom(list: readonly DomainColor[] | null | undefined): ColorValues {
  const values: ColorValues = {
    accentText: "",
    primaryText: "",
    accentBackground: "",
    primaryBackground: "",
  };
  for (const key of Object.keys(values) as ColorKey[]) {
    const found = list?.find((c) => c.domain_color_type_id === DOMAIN_COLOR_TYPES[key]);
    if (found) values[key] = found.code.toLowerCase();
  }
  return values;
}

/** Keys whose value differs (case-insensitively) from the saved one. */
export function changedColorKeys(saved: ColorValues, current: ColorValues): ColorKey[] {
  return (Object.keys(saved) as ColorKey[]).filter(
    (key) => saved[key].trim().toLowerCase() !== current[key].trim().toLowerCase(),
  );
}

/** Client check before PUT: a message per key that is not `#RRGGBB`. */
export function colorErrors(values: ColorValues): Partial<Record<ColorKey, string>> {
  const errors: Partial<Record<ColorKey, string>> = {};
  for (const { key } of COLOR_FIELDS) {
    if (!isHexColor(values[key])) errors[key] = "Enter a color like #1a2b3c.";
  }
  return errors;
}

/** The PUT body: the four rendered types, in COLOR_FIELDS order, lowercase. */
export function colorsBody(values: ColorValues) {
  return COLOR_FIELDS.map(({ key }) => ({
    domain_color_type_id: DOMAIN_COLOR_TYPES[key],
    code: values[key].trim().toLowerCase(),
  }));
}

/**
 * Server field errors of the PUT (`{"2.code": [...]}`, index into the body) mapped to color keys.
 */
export function colorServerErrors(
  errors: Record<string, string> | null | undefined,
): Partial<Record<ColorKey, string>> {
  const out: Partial<Record<ColorKey, string>> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    const index = Number(field.split(".")[0]);
    const key = Number.isInteger(index) ? COLOR_FIELDS[index]?.key : undefined;
    if (key) out[key] = out[key] ? `${out[key]}, ${message}` : message;
  }
  return out;
}
