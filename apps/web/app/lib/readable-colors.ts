import { contrast, farthestPole, mix, moveToward, WHITE } from "./color-math.ts";

/**
 * The four page colors of a public site (spec §3 domain colors). `readableSiteColors` turns the
 * colors an admin chose into the ones the pages draw with, so that every text on every public
 * page reaches WCAG AA whatever was chosen: contrast is a property of the theme (issue 21).
 */
export type SiteColors = {
  accentText: string;
  primaryText: string;
  accentBg: string;
  primaryBg: string;
};

/** WCAG 2 AA: normal text, and user-interface components such as field borders. */
export const TEXT_MIN = 4.5;
export const UI_MIN = 3;

type Pick = (c: SiteColors) => string;
export type ThemeCheck = { label: string; fg: Pick; bg: Pick; min: number };

// The colors the stylesheets mix from the four (styles/public.css, blocks.css, error-page.css).
/** Links, buttons, chips and focus rings: `--blk-strong`, the accent toward the text. */
const strong: Pick = (c) => mix(c.accentText, c.primaryText, 0.65);
const strongHover: Pick = (c) => mix(c.accentText, c.primaryText, 0.45);
/** The faintest text: the error page's message (text at 70 % opacity). */
const faint: Pick = (c) => mix(c.primaryText, c.primaryBg, 0.7);
/** Muted text (`--blk-muted`, 78 %) as it stands on an accent band. */
const mutedOnPage: Pick = (c) => mix(c.primaryText, c.primaryBg, 0.78);
const faintOnAccent: Pick = (c) => mix(c.primaryText, c.accentBg, 0.7);
/** The footer and `--blk-soft` panels: the page with a touch of text. */
const footer: Pick = (c) => mix(c.primaryText, c.primaryBg, 0.06);
const fieldLine: Pick = (c) => mix(c.primaryText, c.primaryBg, 0.62);
const bandFieldLine: Pick = (c) => mix(c.primaryText, c.accentBg, 0.62);

const text = (c: SiteColors) => c.primaryText;
const page = (c: SiteColors) => c.primaryBg;
const accent = (c: SiteColors) => c.accentText;
const band = (c: SiteColors) => c.accentBg;

/** Every pair of colors the public pages draw text (or a field border) with. */
export const THEME_CHECKS: readonly ThemeCheck[] = [
  { label: "Text on the page", fg: text, bg: page, min: TEXT_MIN },
  { label: "Faint text on the footer", fg: faint, bg: footer, min: TEXT_MIN },
  { label: "Field borders on the page", fg: fieldLine, bg: page, min: UI_MIN },
  { label: "Text on the accent background", fg: text, bg: band, min: TEXT_MIN },
  { label: "Faint text on the accent background", fg: faintOnAccent, bg: band, min: TEXT_MIN },
  { label: "Muted text on the accent background", fg: mutedOnPage, bg: band, min: TEXT_MIN },
  { label: "Field borders on the accent background", fg: bandFieldLine, bg: band, min: UI_MIN },
  { label: "Field borders around fields in a band", fg: bandFieldLine, bg: page, min: UI_MIN },
  { label: "Accent text on the page", fg: accent, bg: page, min: TEXT_MIN },
  { label: "Accent text on the footer", fg: accent, bg: footer, min: TEXT_MIN },
  { label: "Accent text on the accent background", fg: accent, bg: band, min: TEXT_MIN },
  { label: "Links and chips on the page", fg: strong, bg: footer, min: TEXT_MIN },
  { label: "Links and chips on the accent background", fg: strong, bg: band, min: TEXT_MIN },
  { label: "Button labels", fg: page, bg: strong, min: TEXT_MIN },
  { label: "Button labels under the pointer", fg: page, bg: strongHover, min: TEXT_MIN },
];

export type ThemeProblem = { label: string; ratio: number; min: number };

/** The checks a palette fails, with their ratios (none for a palette the pages can use). */
export function themeProblems(colors: SiteColors): ThemeProblem[] {
  const out: ThemeProblem[] = [];
  for (const check of THEME_CHECKS) {
    const ratio = contrast(check.fg(colors), check.bg(colors));
    if (ratio < check.min) out.push({ label: check.label, ratio, min: check.min });
  }
  return out;
}

const passes = (colors: SiteColors, checks: readonly ThemeCheck[]) =>
  checks.every((check) => contrast(check.fg(colors), check.bg(colors)) >= check.min);

const TEXT_CHECKS = THEME_CHECKS.filter((c) => c.fg === faint || c.fg === fieldLine);
const BAND_CHECKS = THEME_CHECKS.filter((c) => c.bg === band && c.fg !== accent && c.fg !== strong);

/**
 * One attempt with the page background `primaryBg`: the text moves toward black or white (away
 * from the page) until it reads on it; the accent background toward the page until the text reads
 * on it too; the accent toward the text's pole until links, chips and buttons read everywhere.
 * Each color stays as chosen when it already passes.
 */
function attempt(chosen: SiteColors, primaryBg: string): SiteColors {
  const pole = farthestPole(primaryBg);
  const withText = {
    ...chosen,
    primaryBg,
    primaryText: moveToward(chosen.primaryText, pole, (hex) =>
      passes({ ...chosen, primaryBg, primaryText: hex }, TEXT_CHECKS),
    ),
  };
  const withBand = {
    ...withText,
    accentBg: moveToward(chosen.accentBg, primaryBg, (hex) =>
      passes({ ...withText, accentBg: hex }, BAND_CHECKS),
    ),
  };
  return {
    ...withBand,
    accentText: moveToward(chosen.accentText, pole, (hex) =>
      passes({ ...withBand, accentText: hex }, THEME_CHECKS),
    ),
  };
}

const cache = new Map<string, SiteColors>();

/**
 * The colors the public pages use for the `chosen` ones: the same where they already read at AA
 * everywhere, else each moved as little as it takes (see `attempt`). When no text can reach AA on
 * the chosen page background (a mid grey), the background itself is lightened or darkened, one
 * 5 % step at a time, toward white or black.
 */
export function readableSiteColors(chosen: SiteColors): SiteColors {
  const key = `${chosen.accentText}${chosen.primaryText}${chosen.accentBg}${chosen.primaryBg}`;
  const known = cache.get(key);
  if (known) return known;
  const away = farthestPole(chosen.primaryBg) === WHITE ? "#000000" : WHITE;
  let result = attempt(chosen, chosen.primaryBg);
  for (let step = 1; step <= 20 && !passes(result, THEME_CHECKS); step++) {
    result = attempt(chosen, mix(away, chosen.primaryBg, step / 20));
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, result);
  return result;
}
