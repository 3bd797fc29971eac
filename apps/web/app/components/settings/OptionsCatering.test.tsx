import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { optionErrors, optionsUpdateBody } from "../../lib/settings/options.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { testDomainOptions } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { OptionsTab } from "./OptionsTab.tsx";

const options = testDomainOptions();

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((_path, request) =>
  request.method === "PUT"
    ? { data: { ...options, ...(request.body as object) } }
    : { data: options },
);

afterEach(cleanup);

const renderTab = () => renderScreen(<OptionsTab />);

const puts = () => api.writes("PUT");

describe("the options tab's catering group", { timeout: 30_000 }, () => {
  it("saves the trucks asked per request as a number and auto-send as a boolean", async () => {
    renderTab();
    const group = await screen.findByRole("region", { name: "Catering" });
    const matches = within(group).getByRole("textbox", { name: /^Trucks asked per request/ });
    expect((matches as HTMLInputElement).value).toBe("5");
    const auto = within(group).getByRole("switch", {
      name: /Send requests to trucks automatically/,
    });
    expect((auto as HTMLInputElement).checked).toBe(true);
    fireEvent.change(matches, { target: { value: "8" } });
    fireEvent.click(auto);
    expect(screen.getByText("2 unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.options.body).toEqual({ catering_matches: 8, catering_auto_send: false });
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });

  it("refuses a count outside 1-20 at the field and shows the API's 422 there", async () => {
    renderTab();
    const group = await screen.findByRole("region", { name: "Catering" });
    const matches = within(group).getByRole("textbox", { name: /^Trucks asked per request/ });
    fireEvent.change(matches, { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(group).findByText("Choose between 1 and 20 trucks.")).toBeTruthy();
    expect(matches.getAttribute("aria-invalid")).toBe("true");
    expect(puts()).toHaveLength(0);

    api.failWith = apiFetchError(422, {
      message: "Invalid",
      errors: { catering_matches: ["Not on this plan."] },
    });
    fireEvent.change(matches, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(group).findByText("Not on this plan.")).toBeTruthy();
  });
});

describe("the options tab's vendors group", { timeout: 30_000 }, () => {
  it("saves Trust member edits as a boolean, said with what it does", async () => {
    renderTab();
    const group = await screen.findByRole("region", { name: "Vendors" });
    const trust = within(group).getByRole("switch", { name: /Trust member edits/ });
    expect((trust as HTMLInputElement).checked).toBe(false);
    expect(
      within(group).getByText("Publish members' changes to their own listing without review."),
    ).toBeTruthy();
    fireEvent.click(trust);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.options.body).toEqual({ trust_member_edits: true });
  });
});

describe("catering options in the PUT body", () => {
  it("sends them as they are, not trimmed as text, and checks an empty count", () => {
    expect(optionsUpdateBody(options, { catering_auto_send: false, title: " T " })).toEqual({
      catering_auto_send: false,
      title: "T",
    });
    const values = { ...options, catering_matches: "" as const };
    expect(optionErrors(values, ["catering_matches"])).toEqual({
      catering_matches: "Choose between 1 and 20 trucks.",
    });
    expect(optionErrors({ ...options, catering_matches: 20 }, ["catering_matches"])).toEqual({});
  });
});
