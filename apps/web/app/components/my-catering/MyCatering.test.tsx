import type { MemberCateringRequest } from "@fooddir/contract";
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppQueryClient } from "../../lib/query-client.ts";
import MyCatering from "../../routes/panel/my-catering.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testCateringEvent } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen, testAccount } from "../../testing/render-screen.tsx";

const mocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
let rows: MemberCateringRequest[] = [];
let listFails = false;

vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error, dismiss: () => {} },
}));

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path) => {
  if (path === "/api/domain-options") {
    return { data: { currency: "USD", timezone: "America/Los_Angeles" } };
  }
  if (path === "/api/member/catering-requests") {
    if (listFails) throw apiFetchError(500);
    return { data: rows, meta: { total: rows.length } };
  }
  if (path === "/api/catering-responses") return { data: rows[0] };
  return { data: [] };
});

const row = (over: Partial<MemberCateringRequest> = {}): MemberCateringRequest => ({
  request: testCateringEvent({ notes: "A wedding in the park" }),

  member: { id: 7, title: "Taco Loco" },
  status: "sent",
  quote: null,
  contact: null,
  open: true,
  expires_at: "2027-06-01T10:00:00Z",
  token: "tok-4-7",
  sent_at: "2027-05-25T10:00:00Z",
  ...over,
});

beforeEach(() => {
  mocks.success.mockClear();
  listFails = false;
});
afterEach(cleanup);

function renderMyCatering(url = "/panel/my-catering", memberIds = [7], client?: QueryClient) {
  const account = testAccount({ role: { id: 4, name: "Member" }, member_ids: memberIds });
  return renderScreen(<MyCatering />, { url, path: "my-catering", panel: { account }, client });
}

const answers = () => api.calls.filter((c) => c.path === "/api/catering-responses");
const card = () => screen.getByRole("listitem");

describe("My catering requests", { timeout: 30_000 }, () => {
  it("lists the requests sent to the vendor's listing with the event in words", async () => {
    rows = [
      row({
        status: "interested",
        contact: { name: "Ann Requester", email: "ann@example.test", phone: "+1 555 0100" },
      }),
    ];
    renderMyCatering();
    expect(await screen.findByText("Sat, 12 Jun 2027, 18:00–22:00")).toBeTruthy();
    const text = card().textContent ?? "";
    expect(text).toContain("150");
    expect(text).toContain("$1,000 to $2,500");
    expect(text).toContain("Mexican");
    expect(text).toContain("Vegan");
    expect(text).toContain("A wedding in the park");
    expect(text).toContain("You are interested");
    expect(screen.getByRole("link", { name: "ann@example.test" })).toBeTruthy();
    expect(screen.getByTestId("list-total").textContent).toContain("America/Los_Angeles");
  });

  it("answers Interested with the row's token", async () => {
    rows = [row()];
    renderMyCatering();
    fireEvent.click(await screen.findByRole("button", { name: "Interested" }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0].options).toMatchObject({
      method: "POST",
      body: { token: "tok-4-7", action: "interested" },
    });
    await waitFor(() => expect(mocks.success).toHaveBeenCalled());
  });

  it("checks a quote at its fields before sending it with the token", async () => {
    rows = [row()];
    renderMyCatering();
    fireEvent.click(await screen.findByRole("button", { name: "Send a quote" }));
    const form = screen.getByRole("form", { name: "Send a quote" });
    fireEvent.click(within(form).getByRole("button", { name: "Send the quote" }));
    expect(await within(form).findByText("Give a price above 0.")).toBeTruthy();
    expect(answers()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Price/), { target: { value: "1800.5" } });
    fireEvent.change(within(form).getByLabelText("Message to the requester"), {
      target: { value: "Tacos for everyone" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Send the quote" }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0].options.body).toEqual({
      token: "tok-4-7",
      action: "quote",
      price: 1800.5,
      message: "Tacos for everyone",
    });
  });

  it("declines only after confirming", async () => {
    rows = [row()];
    renderMyCatering();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this request?" });
    expect(answers()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0].options.body).toEqual({ token: "tok-4-7", action: "decline" });
  });

  it("says when there is nothing yet, and when the list could not be loaded", async () => {
    rows = [];
    renderMyCatering();
    expect(await screen.findByText("No catering requests yet")).toBeTruthy();
    cleanup();
    listFails = true;
    // The alert says it: no toast on top (the app's client toasts failed loads unless silent).
    const toast = vi.fn();
    renderMyCatering(undefined, undefined, createAppQueryClient(toast));
    expect(await screen.findByText("Your catering requests could not be loaded")).toBeTruthy();
    expect(screen.getByTestId("list-total").textContent).toBe("Not loaded");
    expect(toast).not.toHaveBeenCalled();
  });

  it("draws each request and listing as a row named by its event, with its request id", async () => {
    const event = testCateringEvent({ id: 12, event_date: "2027-07-03" });
    rows = [
      row({ request: event }),
      row({ request: event, member: { id: 8, title: "Bao Wow" }, token: "tok-12-8" }),
    ];
    renderMyCatering("/panel/my-catering", [7, 8]);
    const list = await screen.findByRole("list", { name: "Catering requests" });
    const items = within(list).getAllByRole("listitem", { name: "Sat, 3 Jul 2027, 18:00–22:00" });
    expect(items.map((item) => item.getAttribute("data-request-id"))).toEqual(["12", "12"]);
    expect(items[1].textContent).toContain("For Bao Wow");
    expect(screen.getByTestId("list-total").textContent).toBe(
      "2 requests, times in America/Los_Angeles",
    );
  });

  it("shows the waiting, answered or closed requests, or all of them", async () => {
    rows = [
      row(),
      row({ request: testCateringEvent({ id: 5 }), status: "quoted", token: "tok-5-7" }),
      row({ request: testCateringEvent({ id: 6, status: "booked" }), open: false }),
    ];
    const { router } = renderMyCatering();
    const ids = () =>
      screen.getAllByRole("listitem").map((item) => item.getAttribute("data-request-id"));
    await screen.findByText("Closed: booked");
    expect(ids()).toEqual(["4", "5", "6"]);

    fireEvent.click(screen.getByRole("radio", { name: "Answered" }));
    await waitFor(() => expect(ids()).toEqual(["5"]));
    expect(router.state.location.search).toBe("?show=answered");
    expect(screen.getByTestId("list-total").textContent).toContain("1 request,");
    fireEvent.click(screen.getByRole("radio", { name: "Waiting" }));
    await waitFor(() => expect(ids()).toEqual(["4"]));
    fireEvent.click(screen.getByRole("radio", { name: "Closed" }));
    await waitFor(() => expect(ids()).toEqual(["6"]));
    // The list was read once: the choice is made on the loaded requests.
    expect(api.calls.filter((c) => c.path === "/api/member/catering-requests")).toHaveLength(1);
  });

  it("says when no request is in the chosen state and offers all of them", async () => {
    rows = [row()];
    renderMyCatering("/panel/my-catering?show=closed");
    expect(await screen.findByText("No catering requests here")).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(await screen.findByRole("listitem")).toBeTruthy();
    expect(screen.queryByText("No catering requests here")).toBeNull();
  });

  it("takes no answers once staff closed the request", async () => {
    rows = [row({ open: false, request: { ...row().request, status: "booked" } })];
    renderMyCatering();
    expect(await screen.findByText("Closed: booked")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Interested" })).toBeNull();
  });
});
