import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { isPrivateScreen } from "./private-screens.ts";

type Entry = { file: string; path?: string; children?: Entry[] };

describe("private screens", () => {
  it("hold every sign-in screen and the panel, so no cache keeps them and no page frames them", () => {
    const auth = (routes as Entry[]).find((r) => r.file === "routes/auth/layout.tsx");
    const paths = (auth?.children ?? []).map((r) => `/${r.path}`);
    expect(paths).toContain("/accept-invitation");
    for (const path of [...paths, "/panel", "/panel/users/3"]) {
      expect(isPrivateScreen(path), path).toBe(true);
    }
    expect(isPrivateScreen("/members")).toBe(false);
    expect(isPrivateScreen("/panelists")).toBe(false);
  });
});
