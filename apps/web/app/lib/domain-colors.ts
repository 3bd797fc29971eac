import { DOMAIN_COLOR_TYPES, type DomainColor } from "@fooddir/contract";

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

/** A `:root{...}` rule declaring the variables (safe to inline: values are #RRGGBB only). */
export function domainColorCss(colors: readonly DomainColor[] | null | undefined): string {
  const body = Object.entries(domainColorVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return body ? `:root{${body}}` : "";
}
