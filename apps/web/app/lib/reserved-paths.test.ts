import { isReservedPostUrl, postUrlSchema, RESERVED_PATH_SEGMENTS } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";

// Issue 37, point 9: every fixed route of the site is a reserved post url (the contract's
// RESERVED_PATH_SEGMENTS, which the API checks): a route added here without reserving its first
// segment fails this test, so no post can be saved at an address a fixed route hides.

type Entry = { file: string; path?: string; children?: Entry[] };

/** Every route's full path ("panel/users/:id", "calendar/:member.ics"), layouts flattened. */
function fullPaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [path] : []), ...fullPaths(entry.children ?? [], path)];
  });
}

/** The post catch-all (`:slug?`, `*`) is the only route whose first segment is not fixed. */
const isCatchAll = (segment: string) => segment.startsWith(":") || segment === "*";

const fixedPaths = fullPaths(routes as Entry[]).filter((p) => !isCatchAll(p.split("/")[0]));

describe("reserved post urls", () => {
  it("cover the first segment of every fixed route of routes.ts", () => {
    expect(fixedPaths.length).toBeGreaterThan(20);
    const reserved = new Set<string>(RESERVED_PATH_SEGMENTS);
    const missing = fixedPaths.filter((p) => !reserved.has(p.split("/")[0]));
    expect(missing, "reserve these in packages/contract/src/reserved-paths.ts").toEqual([]);
  });

  it.each(fixedPaths)("refuse a post at %s", (path) => {
    // A post url as an editor would type the route's address (parameters filled in).
    const url = path.replace(/:[a-z]+\??/gi, "x").replace(/\*/g, "x");
    expect(isReservedPostUrl(url), url).toBe(true);
    const parsed = postUrlSchema.safeParse(url);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("This url is reserved by the site.");
  });

  it.each([
    ["storage", "apps/web/server/site-listener.ts: stored media"],
    ["builds", "apps/web/server/site-listener.ts: release files"],
    ["assets", "apps/web/server/site-listener.ts: built assets"],
    ["__manifest", "apps/web/server/site-listener.ts: React Router's own endpoint"],
    ["healthz", "apps/api/src/ops/ops-handler.ts"],
    ["readyz", "apps/api/src/ops/ops-handler.ts"],
    ["metrics", "apps/api/src/ops/ops-handler.ts"],
    ["api", "the API's own prefix"],
  ])("hold /%s, answered before React Router by %s", (segment) => {
    expect(isReservedPostUrl(`${segment}/x`), segment).toBe(true);
  });

  it("leave the home page and ordinary urls alone", () => {
    for (const url of ["/", "about", "todays-specials", "news/calendar", "claims"]) {
      expect(isReservedPostUrl(url), url).toBe(false);
    }
  });
});
