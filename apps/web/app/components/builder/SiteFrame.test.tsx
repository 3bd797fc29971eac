import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { previewVariables } from "../../lib/builder/preview.ts";
import type { SiteFrameData } from "../../lib/builder/site-frame.ts";
import { createPuckConfig } from "./puck-config.tsx";

afterEach(cleanup);

const site: SiteFrameData = {
  name: "Taco Town",
  options: { address: "1 Main Street", copyright: "© Taco Town association" },
  header: [
    { text: "Members", url: "/members", type: "internal" },
    { text: "Catering", url: "/catering", type: "internal" },
  ],
  footer: [{ text: "Contact", url: "/contact", type: "internal" }],
  socials: [],
};

function renderCanvas(scheme: "light" | "dark") {
  const config = createPuckConfig(previewVariables(null, scheme), site, "/catering");
  const Root = config.root?.render as ComponentType<{ children: ReactNode }>;
  render(
    <Root>
      <p>The page's blocks</p>
    </Root>,
  );
}

describe("the builder canvas", () => {
  it("frames the blocks with the site's own header and footer, inert", () => {
    renderCanvas("light");
    const header = screen.getByRole("banner", { hidden: true });
    expect(within(header).getByText("Taco Town")).toBeTruthy();
    // (The header may draw its menu twice: a wide one and a phone one.)
    const current = within(header).getAllByText("Catering", { selector: "a" });
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) expect(link.getAttribute("aria-current")).toBe("page");
    expect(header.closest("[inert]")).not.toBeNull();
    const footer = screen.getByRole("contentinfo", { hidden: true });
    expect(within(footer).getByText("© Taco Town association")).toBeTruthy();
    expect(within(footer).getByText("Contact")).toBeTruthy();
    expect(footer.closest("[inert]")).not.toBeNull();
    const main = screen.getByRole("main");
    expect(within(main).getByText("The page's blocks")).toBeTruthy();
    expect(main.closest("[inert]")).toBeNull();
  });

  it("draws the site's dark variant when the panel is dark", () => {
    renderCanvas("dark");
    const frame = document.querySelector<HTMLElement>("[data-site-frame]");
    const light = previewVariables(null, "light");
    const dark = previewVariables(null, "dark");
    expect(dark["--site-primary-bg"]).not.toBe(light["--site-primary-bg"]);
    expect(frame?.style.getPropertyValue("--site-primary-bg")).toBe(dark["--site-primary-bg"]);
  });
});
