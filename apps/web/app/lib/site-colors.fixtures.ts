import type { SiteColors } from "./readable-colors.ts";

/** A site's four page colors for the color tests, in the order they are listed. */
export const palette = (
  accentText: string,
  primaryText: string,
  accentBg: string,
  primaryBg: string,
): SiteColors => ({ accentText, primaryText, accentBg, primaryBg });
