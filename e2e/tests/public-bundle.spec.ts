import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Issue 9, "the public bundle contains no editor code": the page builder (Puck, Tiptap and the
 * editor's styles) stays in its own chunk that only /panel/{section}/{id}/build loads.
 */
const ASSETS = join(import.meta.dirname, "../../apps/web/build/client/assets");
/** Strings that only the editor's code and styles contain. */
const EDITOR_CODE = /PuckPreview|--puck-color|_DraggableComponent|ProseMirror/;

type RouteEntry = { id: string; module: string; imports?: string[]; css?: string[] };

function clientManifest(): { routes: Record<string, RouteEntry> } {
  const file = readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("no client manifest: run `npm run build` first");
  const text = readFileSync(join(ASSETS, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const assetText = (href: string) =>
  readFileSync(join(ASSETS, href.replace(/^\/assets\//, "").replace(/[#?].*$/, "")), "utf8");

test("the public routes' modules and styles carry no editor code", () => {
  const { routes } = clientManifest();
  // The marker is real: the builder's own chunk has it.
  const builder = readdirSync(ASSETS).filter((f) => /^BuilderEditor-.*\.(js|css)$/.test(f));
  expect(builder.length).toBeGreaterThan(0);
  expect(builder.some((f) => EDITOR_CODE.test(readFileSync(join(ASSETS, f), "utf8")))).toBe(true);

  const publicRoutes = Object.values(routes).filter(
    (r) => r.id === "root" || r.id.startsWith("routes/public/") || r.id.startsWith("public-"),
  );
  expect(publicRoutes.map((r) => r.id)).toContain("public-page");
  const files = new Set<string>();
  for (const r of publicRoutes)
    for (const f of [r.module, ...(r.imports ?? []), ...(r.css ?? [])]) {
      files.add(f);
    }
  const offenders = [...files].filter(
    (f) => /BuilderEditor/.test(f) || EDITOR_CODE.test(assetText(f)),
  );
  expect(offenders).toEqual([]);
});

const PAGES = ["/", "/about", "/contact", "/harbor-fest-2024", "/members"];

test("a public page loads no script and no editor styles", async ({ page }) => {
  for (const path of PAGES) {
    const scripts: string[] = [];
    const styles: { url: string; body: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script") scripts.push(response.url());
      if (type === "stylesheet") {
        pending.push(
          response.text().then((body) => void styles.push({ url: response.url(), body })),
        );
      }
    });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    page.removeAllListeners("response");

    expect(scripts, path).toEqual([]);
    expect(await page.locator("script[src]").count(), path).toBe(0);
    expect(
      styles.filter((s) => EDITOR_CODE.test(s.body)).map((s) => s.url),
      path,
    ).toEqual([]);
    const html = (await response?.text()) ?? "";
    const gzip = [html, ...styles.map((s) => s.body)].reduce(
      (sum, text) => sum + gzipSync(text).length,
      0,
    );
    console.log(`${path}: 0 scripts, HTML + ${styles.length} stylesheets = ${gzip} bytes gzip`);
  }
});
