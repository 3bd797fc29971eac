/**
 * The dark variant of a domain's four page colors (spec §4 theme preference "device": the public
 * site follows the device's dark-mode setting). It is derived, never configured, and built to
 * keep WCAG AA contrast whatever colors a domain picked:
 * - the page background is the primary text's hue taken nearly to black;
 * - the text is the light primary background (or near-white), at least 7:1 on it;
 * - the accent is lightened until it reads at 4.5:1 on the page and on the accent background;
 * - the accent background is a 16 % tint of the accent on the dark page.
 */
export type SiteColors = {
  accentText: string;
  primaryText: string;
  accentBg: string;
  primaryBg: string;
};

type Rgb = [number, number, number];

const parse = (hex: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const format = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
/** `weight` of `a` and the rest of `b` (CSS color-mix in sRGB). */
const mix = (a: Rgb, b: Rgb, weight: number): Rgb =>
  a.map((c, i) => c * weight + b[i] * (1 - weight)) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colors (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Moves `color` toward `target` in 5 % steps until `ok` holds (the target itself at worst). */
function adjust(color: Rgb, target: Rgb, ok: (hex: string) => boolean): string {
  for (let step = 0; step <= 20; step++) {
    const hex = format(mix(target, color, step / 20));
    if (ok(hex)) return hex;
  }
  return format(target);
}

export function darkSiteColors(light: SiteColors): SiteColors {
  const primaryBg = adjust(
    mix(parse(light.primaryText), BLACK, 0.5),
    BLACK,
    (hex) => luminance(hex) <= 0.012,
  );
  const primaryText = adjust(parse(light.primaryBg), WHITE, (hex) => contrast(hex, primaryBg) >= 7);
  const accent = parse(light.accentText);
  const accentBgFor = (accentHex: string) => format(mix(parse(accentHex), parse(primaryBg), 0.16));
  const accentText = adjust(accent, WHITE, (hex) => {
    const accentBg = accentBgFor(hex);
    return (
      contrast(hex, primaryBg) >= 4.5 &&
      contrast(hex, accentBg) >= 4.5 &&
      contrast(primaryText, accentBg) >= 4.5
    );
  });
  return { accentText, primaryText, accentBg: accentBgFor(accentText), primaryBg };
}
