import type { Social, SocialIcon } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { SocialsTab } from "./SocialsTab.tsx";

let socials: Social[] = [];
let failList = false;

const icon = (id: number, name: string, label: string): SocialIcon => ({
  id,
  name,
  data: { label, icons: ["M4 4h16v16h-16z"] },
});
const icons = [icon(1, "facebook", "Facebook"), icon(2, "instagram", "Instagram")].concat(
  icon(15, "email", "Email"),
);

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path === "/api/social-icons") return { data: icons, meta: { total: icons.length } };
  if (path === "/api/domain-options") return { data: { social_media_title: "Follow us" } };
  if (options.method === "DELETE") return { message: "Deleted." };
  if (options.method) {
    const body = options.body as { link: string; icon_id: number };
    const saved = { id: 99, link: body.link, icon: icons.find((i) => i.id === body.icon_id) };
    return { data: saved };
  }
  if (failList) throw new Error("offline");
  return { data: socials, meta: { total: socials.length } };
});

afterEach(() => {
  cleanup();
  failList = false;
});

const renderTab = () => renderScreen(<SocialsTab />, { url: "/?tab=socials" });

/** With one Instagram link listed, clicks `button`: the dialog named `dialog` it opens. */
async function openOnInstagram(button: string, dialog: string) {
  socials = [{ id: 4, link: "https://instagram.com/a", icon: icons[1] }];
  renderTab();
  fireEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: dialog });
}

/** Waits for the tab to send a `method` request: that call. */
async function sent(method: string) {
  await waitFor(() => expect(api.calls.some((c) => c.options.method === method)).toBe(true));
  return api.calls.find((c) => c.options.method === method);
}

// Mantine in jsdom is slow on a busy machine.
describe("the socials tab", { timeout: 30_000 }, () => {
  it("lists the links with their icons and the title shown above them", async () => {
    socials = [{ id: 1, link: "https://facebook.com/trucks", icon: icons[0] }];
    renderTab();
    const list = await screen.findByRole("list", { name: "Social links" });
    expect(within(list).getByText("Facebook")).toBeTruthy();
    expect(list.querySelector('svg[data-icon="facebook"][aria-hidden="true"] path')).toBeTruthy();
    expect(within(list).getByRole("link", { name: "https://facebook.com/trucks" })).toBeTruthy();
    expect(await screen.findByText("Follow us")).toBeTruthy();
    const change = screen.getByRole("link", { name: "Change the title" });
    expect(change.getAttribute("href")).toBe("/?tab=options");
    expect(screen.getByText("1 of 20 links")).toBeTruthy();
  });

  it("shows the empty state and adds a link with the chosen icon", async () => {
    socials = [];
    renderTab();
    expect(await screen.findByText("No social links yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    const dialog = await screen.findByRole("dialog");
    const group = within(dialog).getByRole("radiogroup", { name: "Icon" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Choose an icon.")).toBeTruthy();
    fireEvent.click(within(group).getByRole("radio", { name: "Email" }));
    expect(within(group).getByRole("radio", { name: "Email" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(within(dialog).getByText(/For Email, use mailto:/)).toBeTruthy();
    const input = within(dialog).getByRole("textbox", { name: "Link" });
    fireEvent.change(input, { target: { value: "hello@trucks.org" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText(/Start an email address with mailto:/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "mailto:hello@trucks.org" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const post = await sent("POST");
    expect(post?.options.body).toEqual({ link: "mailto:hello@trucks.org", icon_id: 15 });
  });

  it("edits a link in place", async () => {
    const dialog = await openOnInstagram("Edit Instagram link", "Edit social link");
    expect(within(dialog).getByRole("radio", { name: "Instagram" }).getAttribute("tabindex")).toBe(
      "0",
    );
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Link" }), {
      target: { value: " https://instagram.com/b " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const put = await sent("PUT");
    expect(put?.path).toBe("/api/domain-socials/4");
    expect(put?.options.body).toEqual({ link: "https://instagram.com/b", icon_id: 2 });
  });

  it("asks before deleting", async () => {
    const dialog = await openOnInstagram("Delete Instagram link", "Delete this social link?");
    expect(api.calls.some((c) => c.options.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await sent("DELETE"))?.path).toBe("/api/domain-socials/4");
  });

  it("disables adding at the maximum and explains why", async () => {
    socials = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      link: `https://facebook.com/${i}`,
      icon: icons[0],
    }));
    renderTab();
    const add = await screen.findByRole("button", { name: "Add link" });
    expect(add.hasAttribute("disabled")).toBe(true);
    const why = document.getElementById(add.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toMatch(/the most it can show/);
  });

  it("offers a retry when the links cannot be loaded", async () => {
    failList = true;
    renderTab();
    const retry = await screen.findByRole("button", { name: "Retry" });
    failList = false;
    socials = [];
    fireEvent.click(retry);
    expect(await screen.findByText("No social links yet")).toBeTruthy();
  });
});
