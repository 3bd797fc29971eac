// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 9, "the public bundle contains no editor code", read from the built client files
 * (moved from e2e/tests/public-bundle.spec.ts, where it used no browser): the page builder
 * (Puck, Tiptap and the editor's styles) stays in its own chunk that only
 * /panel/{section}/{id}/build loads. What a public page loads in a browser stays in that spec.
 */
const ASSETS = join(import.meta.dirname, "../build/client/assets");
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

describe("the public bundle", () => {
  it("the public routes' modules and styles carry no editor code", () => {
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
    for (const r of publicRoutes) {
      for (const f of [r.module, ...(r.imports ?? []), ...(r.css ?? [])]) files.add(f);
    }
    const offenders = [...files].filter(
      (f) => /BuilderEditor/.test(f) || EDITOR_CODE.test(assetText(f)),
    );
    expect(offenders).toEqual([]);
  });
});
