import type { DomainColor } from "@fooddir/contract";
import { domainColorVariables } from "../domain-colors.ts";

/** Public defaults of styles/public.css, used when the domain has not set a color. */
const FALLBACKS: Record<string, string> = {
  "--site-accent-text": "#e8590c",
  "--site-primary-text": "#1f2430",
  "--site-accent-bg": "#fff4e6",
  "--site-primary-bg": "#ffffff",
};

/**
 * The `--site-*` variables the blocks are styled with, from the active domain's colors, so the
 * builder's preview looks like the public page (which declares them in public.css).
 */
export function previewVariables(colors: readonly DomainColor[] | null | undefined) {
  const vars = domainColorVariables(colors);
  const out: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(FALLBACKS)) {
    out[name] = vars[name.replace("--site-", "--color-")] ?? fallback;
  }
  return out;
}
