import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { ColorsTab } from "./ColorsTab.tsx";

let failGet = false;

const colors = [
  { id: 1, domain_color_type_id: 1, code: "#1864ab" },
  { id: 2, domain_color_type_id: 2, code: "#1f2430" },
  { id: 4, domain_color_type_id: 4, code: "#e7f5ff" },
  { id: 5, domain_color_type_id: 5, code: "#ffffff" },
];

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (options.method === "PUT") {
    const body = options.body as { domain_color_type_id: number; code: string }[];
    return { data: body.map((c) => ({ id: c.domain_color_type_id, ...c })) };
  }
  // The previews' site frame: the domain's title and header menu.
  if (path === "/api/domain-options") return { data: { title: "Taco Town", logo: null } };
  if (path === "/api/domain-menu") {
    const header = [{ text: "Catering", url: "/catering", type: "internal" }];
    return { data: { menuBody: { header, footer: [] } } };
  }
  if (path === "/api/domain-socials") return { data: [], meta: { total: 0 } };
  if (failGet) throw apiFetchError(500, { message: "Server error." });
  return { data: colors, meta: { total: colors.length } };
});

afterEach(() => {
  cleanup();
  failGet = false;
});

const renderTab = () => renderScreen(<ColorsTab />);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: "Save" });

describe("the colors tab", { timeout: 30_000 }, () => {
  it("shows the saved colors, the shade the site uses for low contrast, and resets", async () => {
    renderTab();
    await screen.findByLabelText("Accent text");
    expect(input("Primary background").value).toBe("#ffffff");
    expect(screen.getByText(/Every text on the public pages reaches/)).toBeTruthy();
    expect(save().hasAttribute("disabled")).toBe(true);

    fireEvent.change(input("Accent text"), { target: { value: "#777777" } });
    expect(screen.getByText("Adjusted for readability.")).toBeTruthy();
    const used = within(screen.getByRole("list", { name: "Colors the site uses" }));
    expect(used.getByText("Accent text:")).toBeTruthy();
    expect(used.getByText("chosen #777777,")).toBeTruthy();
    expect(screen.getByText(/As chosen: .*accent text on the page 4\.4:1/)).toBeTruthy();
    expect(screen.getByText("1 unsaved change")).toBeTruthy();
    expect(save().hasAttribute("disabled")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(input("Accent text").value).toBe("#1864ab");
    expect(save().hasAttribute("disabled")).toBe(true);
  });

  it("previews the site's own header and blocks in the rendered colors, light and dark", async () => {
    renderTab();
    await screen.findByLabelText("Accent text");
    const frameOf = async (title: string) => {
      const iframe = screen.getByTitle(title) as HTMLIFrameElement;
      return waitFor(() => {
        const frame = iframe.contentDocument?.querySelector<HTMLElement>("[data-site-frame]");
        if (!frame?.textContent?.includes("Catering")) throw new Error("no site header yet");
        return frame;
      });
    };
    const light = await frameOf("Preview");
    const dark = await frameOf("Preview on devices in dark mode");
    const header = light.querySelector("header.site-header");
    expect(header?.textContent).toContain("Taco Town");
    expect(header?.closest("[inert]")).not.toBeNull();
    expect(light.querySelector(".blk-hero .blk-button")?.textContent).toBe("Browse members");
    expect(light.querySelectorAll(".blk-post__card")).toHaveLength(2);
    expect(light.style.getPropertyValue("--site-primary-bg")).toBe("#ffffff");
    expect(dark.style.getPropertyValue("--site-primary-bg")).not.toBe("#ffffff");
    // A document of its own, which the public stylesheet styles (not the panel's).
    expect(light.ownerDocument).not.toBe(document);
    expect(light.ownerDocument.querySelector("style")).not.toBeNull();
  });

  it("shows a failed load with a retry", async () => {
    failGet = true;
    renderTab();
    expect(await screen.findByText("The colors could not be loaded.")).toBeTruthy();
    expect(screen.getByText("Server error.")).toBeTruthy();
    failGet = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Accent text")).toBeTruthy();
  });

  it("checks #RRGGBB before sending", async () => {
    renderTab();
    await screen.findByLabelText("Accent text");
    fireEvent.change(input("Primary text"), { target: { value: "#12" } });
    fireEvent.click(save());
    expect(await screen.findByText("Enter a color like #1a2b3c.")).toBeTruthy();
    expect(api.calls.some((c) => c.options.method === "PUT")).toBe(false);
  });

  it("saves the four colors as chosen, even when the site draws a readable shade", async () => {
    renderTab();
    await screen.findByLabelText("Accent text");
    fireEvent.change(input("Accent background"), { target: { value: "#1864AB" } });
    expect(screen.getByText(/accent text on the accent background 1:1/)).toBeTruthy();
    fireEvent.click(save());
    await waitFor(() => expect(api.calls.some((c) => c.options.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.options.method === "PUT")?.options.body).toEqual([
      { domain_color_type_id: 5, code: "#ffffff" },
      { domain_color_type_id: 2, code: "#1f2430" },
      { domain_color_type_id: 4, code: "#1864ab" },
      { domain_color_type_id: 1, code: "#1864ab" },
    ]);
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });
});
