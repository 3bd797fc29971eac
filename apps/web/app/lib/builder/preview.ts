import type { DomainColor } from "@fooddir/contract";
import { renderedSiteColors } from "../domain-colors.ts";

/**
 * The `--site-*` variables the blocks are styled with, from the active domain's colors as the
 * public page draws them (made readable, defaults where unset), so the builder's preview looks
 * like the public page.
 */
export function previewVariables(colors: readonly DomainColor[] | null | undefined) {
  const { light } = renderedSiteColors(colors);
  return {
    "--site-accent-text": light.accentText,
    "--site-primary-text": light.primaryText,
    "--site-accent-bg": light.accentBg,
    "--site-primary-bg": light.primaryBg,
  };
}
