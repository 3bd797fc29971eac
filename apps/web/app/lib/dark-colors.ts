import { BLACK, luminance, mix, moveToward } from "./color-math.ts";
import { readableSiteColors, type SiteColors } from "./readable-colors.ts";

export type { SiteColors } from "./readable-colors.ts";

/**
 * The dark variant of a domain's four page colors (spec §4 theme preference "device": the public
 * site follows the device's dark-mode setting). It is derived, never configured:
 * - the page background is the primary text's hue taken nearly to black;
 * - the text is the light page background;
 * - the accent background is a 16 % tint of the accent on the dark page;
 * then `readableSiteColors` moves what does not read (the same rules as the light colors).
 */
export function darkSiteColors(light: SiteColors): SiteColors {
  const primaryBg = moveToward(
    mix(light.primaryText, BLACK, 0.5),
    BLACK,
    (hex) => luminance(hex) <= 0.012,
  );
  return readableSiteColors({
    primaryBg,
    primaryText: light.primaryBg,
    accentText: light.accentText,
    accentBg: mix(light.accentText, primaryBg, 0.16),
  });
}
