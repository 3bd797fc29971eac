/** sRGB color arithmetic on `#rrggbb` strings: WCAG luminance and contrast, CSS color-mix. */

export type Rgb = [number, number, number];

export const WHITE = "#ffffff";
export const BLACK = "#000000";

/** The red, green and blue of a `#rrggbb` color (0..255 each). */
export const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;

const format = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `weight` of `a` and the rest of `b`, as CSS `color-mix(in srgb, a weight, b)` draws it. */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return format(x.map((c, i) => c * weight + y[i] * (1 - weight)) as Rgb);
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colors (1 .. 21, order does not matter). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with `background`. */
export function farthestPole(background: string): string {
  return contrast(BLACK, background) >= contrast(WHITE, background) ? BLACK : WHITE;
}

/**
 * `color` moved toward `target` in 5 % steps until `ok` holds: `color` itself when it already
 * does, `target` at worst (the caller checks whether that is enough).
 */
export function moveToward(color: string, target: string, ok: (hex: string) => boolean): string {
  for (let step = 0; step <= 20; step++) {
    const hex = mix(target, color, step / 20);
    if (ok(hex)) return hex;
  }
  return target;
}
