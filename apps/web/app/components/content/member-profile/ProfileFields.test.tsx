import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ProfileValues, profileValuesOf } from "../../../lib/content/member-profile.ts";
import { fakeApi } from "../../../testing/fake-api.ts";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { ProfileFields } from "./ProfileFields.tsx";

vi.mock("../../../lib/api/browser.ts", () => import("../../../testing/fake-api.ts"));
fakeApi({ "/api/domain-options": { data: { currency: "EUR" } } });

afterEach(cleanup);

let latest: ProfileValues | null = null;

function Harness({
  start,
  errors = {},
}: {
  start: ProfileValues;
  errors?: Record<string, string>;
}) {
  const [values, setValues] = useState(start);
  latest = values;
  return (
    <ProfileFields
      values={values}
      errors={errors}
      onChange={(next) => setValues(next)}
      clearError={() => {}}
    />
  );
}

function renderFields(start: ProfileValues, errors?: Record<string, string>) {
  renderScreen(<Harness start={start} errors={errors} />);
}

const withMenu = () =>
  profileValuesOf({
    phone: null,
    website: null,
    public_email: null,
    socials: [],
    menu: [
      {
        section: "Tacos",
        items: [{ name: "Al pastor", description: null, price: 4.5, dietary: [] }],
      },
      { section: "Drinks", items: [] },
    ],
  });

// Mantine in jsdom is slow on a busy machine.
describe("the member's contact and menu fields", { timeout: 30_000 }, () => {
  it("shows prices in the site's currency and the API's errors at their fields", async () => {
    renderFields(withMenu(), {
      "profile.website": "Enter a web address starting with https:// or http://",
      "profile.menu.0.items.0.price": "Enter a price of 0 or more",
    });
    expect(await screen.findByText("Price (EUR)")).toBeTruthy();
    const website = screen.getByRole("textbox", { name: "Website" });
    expect(website.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a web address starting with https:// or http://")).toBeTruthy();
    expect(screen.getByText("Enter a price of 0 or more")).toBeTruthy();
  });

  it("asks before removing a section that holds items, not an empty one", async () => {
    renderFields(withMenu());
    const sections = screen.getByRole("list", { name: "Menu sections" });
    fireEvent.click(within(sections).getByRole("button", { name: "Remove section Drinks" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(latest?.menu.map((s) => s.section)).toEqual(["Tacos"]);

    fireEvent.click(screen.getByRole("button", { name: "Remove section Tacos" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this menu section?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(latest?.menu).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove section Tacos" }));
    const again = await screen.findByRole("dialog", { name: "Remove this menu section?" });
    fireEvent.click(within(again).getByRole("button", { name: "Remove section" }));
    expect(latest?.menu).toEqual([]);
    expect(screen.getByText("No menu yet.")).toBeTruthy();
  });

  it("adds sections, items and social links", () => {
    renderFields(profileValuesOf(null));
    fireEvent.click(screen.getByRole("button", { name: "Add menu section" }));
    expect(latest?.menu).toHaveLength(1);
    expect(latest?.menu[0].items).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Add item to new section" }));
    expect(latest?.menu[0].items).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Add social link" }));
    expect(latest?.socials).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove the new link" }));
    expect(latest?.socials).toEqual([]);
  });

  it("gives every drag handle and every field of a row a name", async () => {
    renderFields(withMenu());
    await screen.findByText("Price (EUR)");
    expect(screen.getByRole("button", { name: "Move section Tacos" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move section Drinks" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move Al pastor" })).toBeTruthy();
    // Each field of a row says which row it belongs to.
    for (const name of [
      "Name, Tacos, item 1",
      "Price in EUR, Tacos, item 1",
      "Description, Tacos, item 1",
      "Dietary, Tacos, item 1",
    ]) {
      expect(screen.getByLabelText(name)).toBeTruthy();
    }
  });
});
