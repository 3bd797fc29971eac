import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { RunOptions } from "axe-core";

/** Every WCAG 2.0-2.2 level A and AA rule axe has. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's browser build, put into a document once and run there as often as needed. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const OPTIONS: RunOptions = {
  // Not inside third-party frames such as a video player.
  iframes: false,
  // Only violations are read: axe keeps one node of the passes and the rest, and skips their
  // selectors (its documented speed-up; the violations found are the same).
  resultTypes: ["violations"],
  runOnly: { type: "tag", values: WCAG_22_AA },
  // Label in Name (WCAG 2.5.3, level A) is an axe rule off by default; it is switched on here.
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/**
 * Runs axe with every WCAG 2.2 A/AA rule on the page and returns one line per violated rule,
 * empty when the page passes.
 *
 * axe-core goes into the document once (and again only after a navigation): @axe-core/playwright
 * evaluated its 560 kB source twice per scan, which was two thirds of a scan's time (measured on
 * a panel screen: 1.1-2.1 s a scan with it, 0.35-0.75 s for axe.run in a document that has axe).
 * The run itself is axe's documented `axe.run(context, options)`, in the page.
 */
export async function violations(page: Page, exclude: string[] = []) {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ exclude, options }) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe's browser build sets a global.
      const axe = (window as any).axe as typeof import("axe-core");
      const context = exclude.length ? { include: [document], exclude } : document;
      const result = await axe.run(context as never, options);
      return result.violations.map((v) => {
        const targets = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ");
        return `${v.id} (${v.nodes.length}): ${v.help} - ${targets}`;
      });
    },
    { exclude, options: OPTIONS },
  );
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
