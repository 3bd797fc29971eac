import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every WCAG 2.0-2.2 level A and AA rule axe has. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with every WCAG 2.2 A/AA rule on the page (not inside third-party frames such as a
 * video player) and returns one line per violated rule, empty when the page passes.
 */
export async function violations(page: Page, exclude: string[] = []) {
  // One options object: AxeBuilder's options() replaces what withTags() set. Label in Name
  // (WCAG 2.5.3, level A) is an axe rule off by default; it is switched on here.
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder
    .options({
      iframes: false,
      runOnly: { type: "tag", values: WCAG_22_AA },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  return result.violations.map((v) => {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(" "))
      .join(" | ");
    return `${v.id} (${v.nodes.length}): ${v.help} - ${targets}`;
  });
}
