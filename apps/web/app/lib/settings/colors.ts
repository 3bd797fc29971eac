import { DOMAIN_COLOR_TYPES, type DomainColor } from "@fooddir/contract";

/** The Colors tab of /panel/site-options: the four rendered domain colors and their contrast. */

export type ColorKey = keyof typeof DOMAIN_COLOR_TYPES;
export type ColorValues = Record<ColorKey, string>;

/** WCAG 2.x level AA minimum contrast for normal text. */
export const WCAG_AA_MIN = 4.5;

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

/** Pairs whose contrast is checked: [foreground, background, what it is]. */
export const CONTRAST_PAIRS: readonly { text: ColorKey; background: ColorKey; label: string }[] = [
  {
    text: "primaryText",
    background: "primaryBackground",
    label: "Primary text on primary background",
  },
  { text: "accentText", background: "accentBackground", label: "Accent text on accent background" },
  {
    text: "accentText",
    background: "primaryBackground",
    label: "Links (accent text) on primary background",
  },
];

export function isHexColor(value: string): boolean {
  return HEX_RE.test(value.trim());
}

/** WCAG relative luminance (0 black .. 1 white) of `#RRGGBB`; NaN for anything else. */
export function relativeLuminance(hex: string): number {
  const value = hex.trim();
  if (!HEX_RE.test(value)) return Number.NaN;
  const channel = (offset: number) => {
    const c = Number.parseInt(value.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#RRGGBB` colors (1 .. 21, order does not matter); NaN if invalid. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (Number.isNaN(la) || Number.isNaN(lb)) return Number.NaN;
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * "4.4" for 4.48: rounded down to one decimal, so a ratio below 4.5 never reads as "4.5";
 * whole numbers lose the ".0" ("21").
 */
export function formatRatio(ratio: number): string {
  const down = Math.floor(ratio * 10 + 1e-9) / 10;
  return Number.isInteger(down) ? String(down) : down.toFixed(1);
}

export type ContrastWarning = { label: string; ratio: number; message: string };

/** A warning for each checked pair under 4.5:1 (pairs with an invalid color are skipped). */
export function contrastWarnings(values: ColorValues): ContrastWarning[] {
  const out: ContrastWarning[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(values[pair.text], values[pair.background]);
    if (Number.isNaN(ratio) || ratio >= WCAG_AA_MIN) continue;
    out.push({
      label: pair.label,
      ratio,
      message: `${pair.label}: ${formatRatio(ratio)}:1, below the ${WCAG_AA_MIN}:1 WCAG AA minimum.`,
    });
  }
  return out;
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
