import type { DomainColor } from "@fooddir/contract";
import { renderedSiteColors } from "../domain-colors.ts";
import type { SiteColors } from "../readable-colors.ts";

/** The `--site-*` variables the public stylesheets draw with, from four page colors. */
export function siteVariables(colors: SiteColors) {
  return {
    "--site-accent-text": colors.accentText,
    "--site-primary-text": colors.primaryText,
    "--site-accent-bg": colors.accentBg,
    "--site-primary-bg": colors.primaryBg,
  };
}

/**
 * The `--site-*` variables the blocks are styled with, from the active domain's colors as the
 * public page draws them (made readable, defaults where unset) in the light or dark scheme, so
 * the builder's preview looks like the public page on a device in that scheme.
 */
export function previewVariables(
  colors: readonly DomainColor[] | null | undefined,
  scheme: "light" | "dark" = "light",
) {
  return siteVariables(renderedSiteColors(colors)[scheme]);
}
