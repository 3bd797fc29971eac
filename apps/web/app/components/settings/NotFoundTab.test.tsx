import type { ErrorPage, MediaItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { NotFoundTab } from "./NotFoundTab.tsx";

const truck = { id: 5, url: "/media/truck.png", thumbnail_url: "", alt: "Red truck" } as MediaItem;
const page: ErrorPage = {
  title: "Oops!",
  subtitle: "LOST?",
  section_title: "Meet the members",
  section_text: "",
  truck_image: truck,
  members: [3, 99, 1],
};
const members = [1, 2, 3].map((id) => ({
  id,
  _id: `u${id}`,
  title: ["Taco Van", "Pizza Bus", "Curry Cart"][id - 1],
  url: `members/m${id}`,
}));

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path.includes("type-group")) return { data: members, meta: { total: 3 } };
  if (options.method === "PUT") {
    const body = options.body as { members: number[] };
    return { data: { ...page, members: body.members } };
  }
  if (path.includes("domain-error-pages")) return { data: page };
  return { data: [], meta: { total: 0 } };
});

afterEach(cleanup);

const renderTab = () => renderScreen(<NotFoundTab />);

const orderList = () => screen.getByRole("list", { name: "Order on the page" });

describe("the not-found page tab", { timeout: 20_000 }, () => {
  it("drops unknown members, keeps the order and previews the page", async () => {
    renderTab();
    await screen.findByRole("list", { name: "Order on the page" });
    const rows = within(orderList()).getAllByRole("listitem");
    expect(rows.map((r) => within(r).getByText(/Van|Bus|Cart/).textContent)).toEqual([
      "Curry Cart",
      "Taco Van",
    ]);
    expect(screen.getByText(/1 featured member no longer exists/)).toBeTruthy();
    const preview = screen.getByRole("region", { name: "Preview of the not-found page" });
    expect(within(preview).getByText("LOST?")).toBeTruthy();
    expect(within(preview).getByText("Curry Cart")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move Curry Cart" })).toBeTruthy();
  });

  it("saves texts, image and members after a removal", async () => {
    renderTab();
    await screen.findByRole("list", { name: "Order on the page" });
    fireEvent.click(screen.getByRole("button", { name: "Remove Curry Cart" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove truck image" }));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: " Whoops " } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    const preview = screen.getByRole("region", { name: "Preview of the not-found page" });
    expect(within(preview).getByText("Whoops")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.writes("PUT")).not.toHaveLength(0));
    expect(api.writes("PUT")[0]?.options.body).toEqual({
      title: "Whoops",
      subtitle: "LOST?",
      section_title: "Meet the members",
      section_text: "",
      truck_image_id: null,
      members: [1],
    });
  });

  it("shows server errors at their fields", async () => {
    api.failWith = apiFetchError(422, {
      message: "Invalid",
      errors: {
        "members.0": ["These are not members of this site: 1."],
        truck_image_id: ["The selected truck image is invalid."],
      },
    });
    renderTab();
    await screen.findByRole("list", { name: "Order on the page" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("These are not members of this site: 1.")).toBeTruthy();
    expect(screen.getByText("The selected truck image is invalid.")).toBeTruthy();
    expect(
      screen.getByLabelText(/Featured members/, { selector: "input" }).getAttribute("aria-invalid"),
    ).toBe("true");
  });
});
