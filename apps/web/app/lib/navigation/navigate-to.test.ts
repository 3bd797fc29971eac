import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo, setRouterNavigate } from "./navigate-to.ts";

function fakeLocation(href = "http://localhost:3000/panel") {
  const url = new URL(href);
  return {
    href: url.href,
    origin: url.origin,
    assign: vi.fn(),
    replace: vi.fn(),
  } as unknown as Location & { assign: ReturnType<typeof vi.fn> };
}

describe("navigateTo", () => {
  afterEach(() => setRouterNavigate(null));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " java\nscript:alert(1)",
    "data:text/html,<script>1</script>",
    "blob:http://localhost:3000/uuid",
    "vbscript:msgbox(1)",
  ])("refuses %s", (url) => {
    const loc = fakeLocation();
    expect(() => navigateTo(url, { external: true }, loc)).toThrow(/not allowed/);
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it("refuses external URLs without permission", () => {
    const loc = fakeLocation();
    expect(() => navigateTo("https://evil.example/x", {}, loc)).toThrow(/external/);
    expect(() => navigateTo("//evil.example/x", {}, loc)).toThrow(/external/);
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it("allows external URLs with external: true", () => {
    const loc = fakeLocation();
    navigateTo("https://example.com/a", { external: true }, loc);
    expect(loc.assign).toHaveBeenCalledWith("https://example.com/a");
  });

  it("navigates same-origin URLs through the router when registered", () => {
    const loc = fakeLocation();
    const navigate = vi.fn();
    setRouterNavigate(navigate);
    navigateTo("/team-login?x=1#h", {}, loc);
    navigateTo("http://localhost:3000/panel", { replace: true }, loc);
    expect(navigate).toHaveBeenNthCalledWith(1, "/team-login?x=1#h", { replace: undefined });
    expect(navigate).toHaveBeenNthCalledWith(2, "/panel", { replace: true });
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it("falls back to location without a router", () => {
    const loc = fakeLocation();
    navigateTo("/team-login", {}, loc);
    expect(loc.assign).toHaveBeenCalledWith("/team-login");
  });
});
