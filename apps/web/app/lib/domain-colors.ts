import { DOMAIN_COLOR_TYPES, type DomainColor } from "@fooddir/contract";
import { darkSiteColors } from "./dark-colors.ts";
import { readableSiteColors, type SiteColors } from "./readable-colors.ts";

/** Spec §3: color types that become page-wide CSS custom properties; others are ignored. */
export const COLOR_VARIABLES: Record<number, string> = {
  [DOMAIN_COLOR_TYPES.accentText]: "--color-accent-text",
  [DOMAIN_COLOR_TYPES.primaryText]: "--color-primary-text",
  [DOMAIN_COLOR_TYPES.accentBackground]: "--color-accent-bg",
  [DOMAIN_COLOR_TYPES.primaryBackground]: "--color-primary-bg",
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** `{ "--color-accent-text": "#112233", ... }` from the domain colors (invalid codes dropped). */
export function domainColorVariables(colors: readonly DomainColor[] | null | undefined) {
  const vars: Record<string, string> = {};
  for (const color of colors ?? []) {
    const name = COLOR_VARIABLES[color.domain_color_type_id];
    if (name && HEX.test(color.code)) vars[name] = color.code.toLowerCase();
  }
  return vars;
}

/** The colors a site has when its domain sets none (public.css has the same fallbacks). */
export const DEFAULT_SITE_COLORS: SiteColors = {
  accentText: "#e8590c",
  primaryText: "#1f2430",
  accentBg: "#fff4e6",
  primaryBg: "#ffffff",
};

const KEYS: Record<string, keyof SiteColors> = {
  "--color-accent-text": "accentText",
  "--color-primary-text": "primaryText",
  "--color-accent-bg": "accentBg",
  "--color-primary-bg": "primaryBg",
};

/** The four page colors of a domain, its own where set and the defaults elsewhere. */
export function siteColors(colors: readonly DomainColor[] | null | undefined): SiteColors {
  const result = { ...DEFAULT_SITE_COLORS };
  for (const [name, value] of Object.entries(domainColorVariables(colors)))
    result[KEYS[name]] = value;
  return result;
}

/**
 * What the public pages draw with, light and dark: the domain's colors (the defaults where it has
 * none) made readable by `readableSiteColors`, and the dark variant derived from those.
 */
export function renderedSiteColors(colors: readonly DomainColor[] | null | undefined) {
  const light = readableSiteColors(siteColors(colors));
  return { light, dark: darkSiteColors(light) };
}

const declarations = (colors: SiteColors) =>
  Object.entries(KEYS)
    .map(([name, key]) => `${name}:${colors[key]}`)
    .join(";");

/**
 * A `:root{...}` rule declaring the four rendered colors, then their dark variant for devices in
 * dark mode (safe to inline: values are #rrggbb only).
 */
export function domainColorCss(colors: readonly DomainColor[] | null | undefined): string {
  const { light, dark } = renderedSiteColors(colors);
  return `:root{${declarations(light)}}@media (prefers-color-scheme:dark){:root{${declarations(dark)}}}`;
}
