import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testMemberProfile } from "../../testing/member-profile.ts";
import { MemberMenu } from "./MemberMenu.tsx";
import { MemberProfile } from "./MemberProfile.tsx";

const html = (element: React.ReactElement) => {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(element);
  return root;
};

const PROFILE = testMemberProfile();

describe("a member's contact links", () => {
  it("links the phone, the email, the website and the socials", () => {
    const root = html(<MemberProfile profile={PROFILE} />);
    const links = [...root.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
      a.getAttribute("rel"),
    ]);
    expect(links).toEqual([
      ["+1 (555) 010-2030", "tel:+15550102030", null],
      ["hola@tacoloco.example", "mailto:hola@tacoloco.example", null],
      ["tacoloco.example", "https://www.tacoloco.example/", "noopener"],
      ["Instagram", "https://instagram.com/tacoloco", "noopener"],
    ]);
    expect(root.querySelector("section")?.getAttribute("aria-labelledby")).toBe(
      "member-contact-title",
    );
  });

  it("renders nothing without a profile or without contact", () => {
    expect(renderToStaticMarkup(<MemberProfile profile={null} />)).toBe("");
    const menuOnly = { ...PROFILE, phone: null, website: null, public_email: null, socials: [] };
    expect(renderToStaticMarkup(<MemberProfile profile={menuOnly} />)).toBe("");
  });
});

describe("a member's menu", () => {
  it("lists sections and items with prices in the site's currency and dietary tags", () => {
    const root = html(<MemberMenu menu={PROFILE.menu} currency="EUR" />);
    expect(root.querySelector("h3")?.textContent).toBe("Tacos");
    const items = root.querySelectorAll(".member-menu__item");
    expect(items[0].querySelector(".member-menu__price")?.textContent).toBe("€4.50");
    expect(items[0].querySelector('[aria-label="Dietary"]')?.textContent).toBe("Halal");
    expect(items[1].querySelector(".member-menu__price")).toBeNull();
    expect(html(<MemberMenu menu={PROFILE.menu} />).textContent).toContain("$4.50");
  });

  it("renders nothing without a menu", () => {
    expect(renderToStaticMarkup(<MemberMenu menu={[]} currency="USD" />)).toBe("");
    expect(renderToStaticMarkup(<MemberMenu menu={undefined} currency="USD" />)).toBe("");
  });
});
