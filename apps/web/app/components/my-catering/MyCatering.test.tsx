import type { MemberCateringRequest } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

function renderMyCatering() {
  const account = testAccount({ role: { id: 4, name: "Member" }, member_ids: [7] });
  renderScreen(<MyCatering />, {
    url: "/panel/my-catering",
    path: "my-catering",
    panel: { account },
  });
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
    renderMyCatering();
    expect(await screen.findByText("Your catering requests could not be loaded")).toBeTruthy();
  });

  it("takes no answers once staff closed the request", async () => {
    rows = [row({ open: false, request: { ...row().request, status: "booked" } })];
    renderMyCatering();
    expect(await screen.findByText("Closed: booked")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Interested" })).toBeNull();
  });
});
