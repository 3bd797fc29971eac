import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClientManifest } from "./manifest.ts";
import { preloadRoute, routeModulesFor } from "./preload.ts";

const manifest: ClientManifest = {
  version: "abc",
  routes: {
    root: { id: "root", path: "", module: "/root.js", imports: ["/chunk-a.js"] },
    panel: { id: "panel", parentId: "root", path: "panel", module: "/panel.js" },
    dash: { id: "dash", parentId: "panel", index: true, module: "/dash.js" },
    user: { id: "user", parentId: "panel", path: "users/:id", module: "/user.js" },
    rest: { id: "rest", parentId: "panel", path: "*", module: "/rest.js" },
  },
};

describe("routeModulesFor", () => {
  it("lists the modules of every matching route", () => {
    expect(routeModulesFor(manifest, "/panel")).toEqual([
      "/root.js",
      "/chunk-a.js",
      "/panel.js",
      "/dash.js",
    ]);
    expect(routeModulesFor(manifest, "/panel/users/3")).toContain("/user.js");
    expect(routeModulesFor(manifest, "/panel/x/y")).toContain("/rest.js");
  });
});

describe("preloadRoute", () => {
  afterEach(() => {
    window.__reactRouterManifest = undefined;
  });

  it("imports each module once", async () => {
    window.__reactRouterManifest = manifest;
    const load = vi.fn(async (_url: string) => {});
    await preloadRoute("/panel/users/1", load);
    await preloadRoute("/panel/users/2", load);
    expect(load.mock.calls.map((c) => c[0])).toEqual([
      "/root.js",
      "/chunk-a.js",
      "/panel.js",
      "/user.js",
    ]);
  });

  it("does nothing without a manifest", async () => {
    const load = vi.fn();
    await preloadRoute("/panel", load);
    expect(load).not.toHaveBeenCalled();
  });
});
