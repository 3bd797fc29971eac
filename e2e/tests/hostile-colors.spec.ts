import { expect, test } from "@playwright/test";
import { lightAndDark } from "./axe.ts";
import { apiCall, apiToken } from "./helpers.ts";

/**
 * Issue 21: any four colors PUT /api/domain-colors accepts give AA contrast for every text on
 * every public page, light and dark, because the pages derive readable shades from them. Each
 * palette is saved on the localhost demo domain (tests run one at a time), the pages that show
 * every block type between them are scanned with every WCAG 2.2 A/AA rule, and the domain's
 * own colors are put back at the end.
 */
type Color = { domain_color_type_id: number; code: string };

/** [name, accent text, primary text, accent background, primary background] */
const HOSTILE: [string, string, string, string, string][] = [
  ["a dark accent background", "#e8590c", "#1f2933", "#123abc", "#ffffff"],
  ["light text on light", "#eeeeee", "#f0f0f0", "#fafafa", "#ffffff"],
  ["mid-grey everything", "#808080", "#808080", "#808080", "#808080"],
  ["identical colors", "#123abc", "#123abc", "#123abc", "#123abc"],
];

/** The home page's blocks, a content page, a form, the list, a member page and the 404. */
const PAGES = ["/", "/about", "/contact", "/members", "/taco-loco", "/no-such-page"];

let token = "";
let saved: Color[] = [];

const putColors = async (colors: Color[]) => {
  const put = await apiCall("PUT", "/api/domain-colors", { token, body: colors });
  expect(put.status).toBe(200);
};

test.beforeAll(async () => {
  token = await apiToken();
  const current = await apiCall<{ data: Color[] }>("GET", "/api/domain-colors", { token });
  saved = current.body.data.map(({ domain_color_type_id, code }) => ({
    domain_color_type_id,
    code,
  }));
});

test.afterAll(async () => {
  await putColors(saved);
});

for (const [name, accentText, primaryText, accentBg, primaryBg] of HOSTILE) {
  test(`${name}: every public page passes axe, light and dark`, async ({ browser }) => {
    test.setTimeout(180_000);
    await putColors([
      { domain_color_type_id: 1, code: accentText },
      { domain_color_type_id: 2, code: primaryText },
      { domain_color_type_id: 4, code: accentBg },
      { domain_color_type_id: 5, code: primaryBg },
    ]);
    const failures: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Public pages run no script: once loaded (goto waits for it) they are drawn.
    for (const path of PAGES) {
      await page.goto(path);
      for (const line of await lightAndDark(page)) failures.push(`${path}: ${line}`);
    }
    await context.close();
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
