import type { MenuItem } from "@fooddir/contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./SiteHeader.tsx";

const items: MenuItem[] = [
  { text: "Members", url: "/members", type: "internal" },
  {
    text: "About",
    url: "/about",
    type: "internal",
    mode: "dropdown",
    children: [{ text: "FAQ", url: "/faq", type: "internal" }],
  },
];
const header = () =>
  new DOMParser().parseFromString(
    renderToString(<SiteHeader name="Bay Trucks" logo={null} items={items} path="/members" />),
    "text/html",
  );

describe("SiteHeader: a compact menu on small screens without JavaScript", () => {
  it("has a 'Menu' disclosure button whose panel holds every link of the menu", () => {
    const page = header();
    const menu = page.querySelector("details.site-menu");
    const summary = menu?.querySelector(":scope > summary");
    expect(summary?.textContent).toBe("Menu");
    const panel = menu?.querySelector("nav[aria-label='Main']");
    const links = [...(panel?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/members", "/faq"]);
    expect(panel?.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/members");
  });

  it("keeps the inline links for wide screens, outside the disclosure", () => {
    const inline = header().querySelector("nav.site-nav--inline");
    expect(inline?.closest("details.site-menu")).toBeNull();
    expect([...(inline?.querySelectorAll("a") ?? [])].map((a) => a.textContent)).toEqual([
      "Members",
      "FAQ",
    ]);
    // Each list's dropdowns form their own group (one open at a time).
    expect(inline?.querySelector("details")?.getAttribute("name")).toBe("site-nav");
    expect(header().querySelector(".site-menu details")?.getAttribute("name")).toBe("site-menu");
  });
});
