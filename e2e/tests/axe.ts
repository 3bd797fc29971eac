import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every WCAG 2.0-2.2 level A and AA rule axe has. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with every WCAG 2.2 A/AA rule on the page (not inside third-party frames such as a
 * video player) and returns one line per violated rule, empty when the page passes.
 */
export async function violations(page: Page, exclude: string[] = []) {
  // One options object: AxeBuilder's options() replaces what withTags() set. Label in Name
  // (WCAG 2.5.3, level A) is an axe rule off by default; it is switched on here.
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe in each frame and
  // then opens a blank page to finish the run there. That costs ~1.5 s a scan (measured: 2.0 s
  // -> 0.3-0.6 s a panel scan), and it only adds cross-origin frames, which `iframes: false`
  // leaves out anyway.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder
    .options({
      iframes: false,
      // Only violations are read: axe keeps one node of the passes and the rest, and skips
      // their selectors (its documented speed-up; the violations found are the same).
      resultTypes: ["violations"],
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

/**
 * Scans the page in light, then in dark mode, without loading it twice: the public stylesheets
 * and the panel's "auto" color scheme follow the device setting as it changes. `settle` waits
 * for Mantine's color transitions; `panel` checks that the panel really switched. Each line says
 * which mode it failed in.
 */
export async function lightAndDark(
  page: Page,
  {
    exclude = [],
    settle = 0,
    panel = false,
  }: { exclude?: string[]; settle?: number; panel?: boolean } = {},
) {
  const failures: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    if (panel) {
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
    }
    if (settle) await page.waitForTimeout(settle);
    for (const line of await violations(page, exclude)) failures.push(`${colorScheme}: ${line}`);
  }
  return failures;
}
