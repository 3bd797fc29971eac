import type { DomainColor } from "@fooddir/contract";
import type { SiteColors } from "./readable-colors.ts";

/** A site's four page colors for the color tests, in the order they are listed. */
export const palette = (
  accentText: string,
  primaryText: string,
  accentBg: string,
  primaryBg: string,
): SiteColors => ({ accentText, primaryText, accentBg, primaryBg });

/** A domain's stored colors (GET /api/domain-colors) from their codes by type, each id its type. */
export const colorRows = (codes: Record<number, string>): DomainColor[] =>
  Object.entries(codes).map(([type, code]) => ({
    id: Number(type),
    domain_color_type_id: Number(type),
    code,
  }));

/** Palettes an admin could save through PUT /api/domain-colors that do not read as chosen. */
export const HOSTILE_PALETTES: [name: string, colors: SiteColors][] = [
  ["a dark accent background", palette("#e8590c", "#1f2933", "#123abc", "#ffffff")],
  ["light text on light", palette("#eeeeee", "#f0f0f0", "#fafafa", "#ffffff")],
  ["mid-grey everything", palette("#808080", "#808080", "#808080", "#808080")],
  ["identical colors", palette("#123abc", "#123abc", "#123abc", "#123abc")],
  ["a neon clash", palette("#ff00ff", "#00ff00", "#000000", "#808080")],
  ["dark text on a dark page", palette("#330000", "#222222", "#111111", "#000000")],
  ["a white band on a dark page", palette("#ffff00", "#ffffff", "#ffffff", "#111111")],
  ["pale yellow links", palette("#fff3bf", "#111111", "#fffbe6", "#fafafa")],
];
