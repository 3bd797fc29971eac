import type { MediaItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { testDomainOptions } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { OptionsTab } from "./OptionsTab.tsx";

const logo = {
  id: 7,
  url: "/m/logo.png",
  thumbnail_url: "/t/logo.png",
  alt: "Logo art",
} as MediaItem;
const options = testDomainOptions({ email: "info@example.org", logo });

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi(() => ({ data: options }));

afterEach(cleanup);

function renderTab() {
  renderScreen(<OptionsTab />, { instant: false });
}

const puts = () => api.writes("PUT");
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the options tab", { timeout: 30_000 }, () => {
  it("groups the fields and shows the images", async () => {
    renderTab();
    await screen.findByLabelText("Site title");
    for (const name of ["Identity", "Contact", "Join section", "Footer"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
    expect(screen.getByText("Sender address of notification mails.")).toBeTruthy();
    const logoCard = screen.getByRole("region", { name: "Logo" });
    expect(within(logoCard).getByRole("img").getAttribute("alt")).toBe("Logo art");
    const favicon = screen.getByRole("region", { name: "Favicon" });
    expect(within(favicon).getByText("No image")).toBeTruthy();
    expect(within(favicon).getByRole("button", { name: "Remove favicon" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("sends only the changed fields, media as <name>_id", async () => {
    renderTab();
    await screen.findByLabelText("Site title");
    fireEvent.change(field("Site title"), { target: { value: "Street food " } });
    fireEvent.change(field("Phone"), { target: { value: "+1 555" } });
    fireEvent.change(field("Phone"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.getByText("2 unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.options.body).toEqual({ title: "Street food", logo_id: null });
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });

  it("checks emails on the client and shows server errors at the field", async () => {
    renderTab();
    await screen.findByLabelText("Site title");
    fireEvent.change(field("Email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The email must be a valid email address.")).toBeTruthy();
    expect(puts()).toHaveLength(0);

    api.failWith = apiFetchError(422, {
      message: "Invalid",
      errors: { email: ["The email is taken."], logo_id: ["The logo is gone."] },
    });
    fireEvent.change(field("Email"), { target: { value: "new@example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The email is taken.")).toBeTruthy();
    expect(screen.getByText("The logo is gone.")).toBeTruthy();
    expect(field("Email").value).toBe("new@example.org");
  });
});
