import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Issue 9, "the public bundle contains no editor code": the page builder (Puck, Tiptap and the
 * editor's styles) stays in its own chunk that only /panel/{section}/{id}/build loads. Public
 * pages load no script at all, except /today's map module (decision 023: at most 60 KB gzip).
 * The built files' own check (no public route's chunk holds editor code) is
 * apps/web/server/public-bundle-e2e-moved.integration.test.ts.
 */
/** Strings that only the editor's code and styles contain. */
const EDITOR_CODE = /PuckPreview|--puck-color|_DraggableComponent|ProseMirror/;

const PAGES = ["/", "/about", "/contact", "/harbor-fest-2024", "/members", "/today"];
/** Decision 023: /today's map and "Near me" module (Leaflet included), the one public script. */
const TODAY_SCRIPT_MAX_GZIP = 60 * 1024;
/** A rule only Leaflet's stylesheet has. */
const LEAFLET_CSS = /\.leaflet-container/;

test("a public page loads no script (but /today its map, within budget) and no editor styles", async ({
  page,
}) => {
  // The demo's map tiles are never fetched here.
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => route.abort(),
  );
  for (const path of PAGES) {
    const scripts: { url: string; body: Buffer; cacheControl: string }[] = [];
    const styles: { url: string; body: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script") {
        const cacheControl = response.headers()["cache-control"] ?? "";
        pending.push(
          response
            .body()
            .then((body) => void scripts.push({ url: response.url(), body, cacheControl })),
        );
      }
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

    const scriptGzip = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
    if (path === "/today") {
      // One module (and any chunk it imports) from /assets, hashed and cached for good.
      expect(await page.locator("script[src]").count(), path).toBe(1);
      expect(new URL(scripts[0]?.url ?? "http://x/").pathname, path).toMatch(
        /^\/assets\/today-map-[\w-]+\.js$/,
      );
      for (const s of scripts) {
        expect(new URL(s.url).pathname, s.url).toMatch(/^\/assets\//);
        expect(s.cacheControl, s.url).toContain("immutable");
      }
      expect(scriptGzip, path).toBeLessThanOrEqual(TODAY_SCRIPT_MAX_GZIP);
      expect(
        styles.some((s) => LEAFLET_CSS.test(s.body)),
        path,
      ).toBe(true);
    } else {
      expect(
        scripts.map((s) => s.url),
        path,
      ).toEqual([]);
      expect(await page.locator("script[src]").count(), path).toBe(0);
      expect(
        styles.filter((s) => LEAFLET_CSS.test(s.body)).map((s) => s.url),
        path,
      ).toEqual([]);
    }
    expect(
      styles.filter((s) => EDITOR_CODE.test(s.body)).map((s) => s.url),
      path,
    ).toEqual([]);
    const html = (await response?.text()) ?? "";
    const gzip = [html, ...styles.map((s) => s.body)].reduce(
      (sum, text) => sum + gzipSync(text).length,
      0,
    );
    console.log(
      `${path}: ${scripts.length} scripts = ${scriptGzip} bytes gzip, HTML + ${styles.length} stylesheets = ${gzip} bytes gzip`,
    );
  }
});
