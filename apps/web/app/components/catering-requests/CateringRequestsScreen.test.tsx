import type { CateringRequest, CateringRequestDetail } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import CateringRequestScreen from "../../routes/panel/catering-request.tsx";
import CateringRequests from "../../routes/panel/catering-requests.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testCateringRequest } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen, testAccount } from "../../testing/render-screen.tsx";
import { stubDownload } from "../panel/export-csv-test-utils.ts";

type DetailProps = Parameters<typeof CateringRequestScreen>[0];
let rows: CateringRequest[] = [];
let detail: CateringRequestDetail;
let addFails = false;
let bookFails = false;

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path === "/api/catering-requests/figures") {
    return {
      data: {
        month_requests: 12,
        response_rate: 0.5,
        median_hours_to_first_quote: 3.5,
        booked_rate: null,
      },
    };
  }
  if (path === "/api/catering-requests/export") return "id,name\n4,Acme\n";
  if (path === "/api/domain-options") {
    return { data: { currency: "EUR", timezone: "America/Los_Angeles" } };
  }
  if (path === "/api/posts/by-type" || path.startsWith("/api/posts")) {
    return {
      data: [
        { id: 21, attributes: { title: "Taco Loco" }, catering: { contact_email: "t@x.co" } },
        { id: 22, attributes: { title: "Curry Up" }, catering: { contact_email: "c@x.co" } },
        { id: 23, attributes: { title: "Pie Cart" }, catering: null },
      ],
      meta: { total: 3, limit: 500, offset: 0 },
    };
  }
  if (path === "/api/catering-requests/4/matches" && addFails) {
    throw apiFetchError(422, {
      message: "The given data was invalid.",
      errors: { member_id: ["The selected member is invalid."] },
    });
  }
  if (path === "/api/catering-requests/4" && options.method === "PUT" && bookFails) {
    throw apiFetchError(422, {
      message: "The given data was invalid.",
      errors: { member_id: ["The booked truck must be one of the request's trucks."] },
    });
  }
  if (options.method) return { data: detail };
  if (path === "/api/catering-requests/4") return { data: detail };
  return { data: rows, meta: { total: rows.length, limit: 25, offset: 0 } };
});
const calls = api.calls;

const request: CateringRequest = testCateringRequest();

const withMatches = (
  statuses: CateringRequestDetail["matches"][number]["status"][],
): CateringRequestDetail => ({
  ...request,
  matches: statuses.map((status, i) => ({
    member: { id: 21 + i, title: i === 0 ? "Taco Loco" : "Curry Up", url: "x" },
    score: 90 - i * 10,
    status,
    manual: false,
    sent_at: status === "pending" ? null : "2027-05-01T10:05:00Z",
    responded_at: status === "quoted" ? "2027-05-01T12:00:00Z" : null,
    quote:
      status === "quoted"
        ? { price: 1800, message: "Tacos for all", at: "2027-05-01T12:00:00Z" }
        : null,
  })),
});

afterEach(() => {
  cleanup();
  addFails = false;
  bookFails = false;
});

function renderAt(url: string) {
  const account = testAccount({ role: { id: 3, name: "Editor" } });
  return renderScreen(<CateringRequests />, {
    url,
    path: "catering-requests",
    panel: { account },
    routes: [
      {
        path: "catering-requests/:id",
        // The route's loader is bypassed; the component reads loaderData.
        element: <CateringRequestScreen {...({ loaderData: { id: 4 } } as DetailProps)} />,
      },
    ],
  }).router;
}

const listCalls = () => calls.filter((c) => c.path === "/api/catering-requests");

describe("the catering requests list", { timeout: 30_000 }, () => {
  it("shows the figures, asks with the URL's filters and opens a request", async () => {
    rows = [request];
    const router = renderAt("/panel/catering-requests?status=sent&q=acme&from=2027-06-01");
    expect(await screen.findByText("1 request")).toBeTruthy();
    const figures = screen.getByTestId("catering-figures");
    await waitFor(() => expect(within(figures).getByText("12")).toBeTruthy());
    expect(within(figures).getByText("50 %")).toBeTruthy();
    expect(within(figures).getByText("3.5 h")).toBeTruthy();
    expect(within(figures).getByText("–")).toBeTruthy();
    expect(listCalls()[0].options.query).toEqual({
      status: "sent",
      search: "acme",
      from: "2027-06-01",
      limit: 25,
      offset: 0,
    });
    const row = document.querySelector<HTMLElement>('tr[data-request-id="4"]');
    expect(row && within(row).getByText("Sat, 12 Jun 2027")).toBeTruthy();
    expect(row && within(row).getByText("18:00–22:00")).toBeTruthy();
    expect(row && within(row).getByText("Sent")).toBeTruthy();
    expect(row?.textContent).toContain("2 / 1");
    fireEvent.click(row as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/catering-requests/4"));
  });

  it("shows when each request came in, in the domain's zone, and marks those no one opened", async () => {
    rows = [
      { ...request, opened_at: null },
      { ...request, id: 5, name: "Opened Inc", opened_at: "2027-05-01T11:00:00Z" },
    ];
    renderAt("/panel/catering-requests");
    await screen.findByText("2 requests");
    expect(screen.getByRole("columnheader", { name: "Received" })).toBeTruthy();
    const unopened = document.querySelector<HTMLElement>('tr[data-request-id="4"]')!;
    const opened = document.querySelector<HTMLElement>('tr[data-request-id="5"]')!;
    // 10:00 UTC is 03:00 in Los Angeles.
    expect(await within(unopened).findByText("1 May 2027, 03:00")).toBeTruthy();
    expect(within(unopened).getByText("New").closest("[title]")?.getAttribute("title")).toBe(
      "Not opened yet by the team",
    );
    expect(within(opened).queryByText("New")).toBeNull();
  });

  it("writes the status filter to the URL and asks again", async () => {
    rows = [request];
    const router = renderAt("/panel/catering-requests");
    await screen.findByText("1 request");
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Booked" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=booked"));
    await waitFor(() =>
      expect(listCalls().at(-1)?.options.query).toMatchObject({ status: "booked" }),
    );
  });

  it("tells an empty pipeline from an empty filter, and exports the filtered CSV", async () => {
    rows = [];
    renderAt("/panel/catering-requests");
    expect(await screen.findByText("No catering requests yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toHaveProperty("disabled", true);
    cleanup();
    rows = [request];
    stubDownload();
    renderAt("/panel/catering-requests?status=quoted");
    await screen.findByText("1 request");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/catering-requests/export")?.options.query).toEqual({
        status: "quoted",
      }),
    );
  });
});

describe("a catering request", { timeout: 30_000 }, () => {
  it("shows the event, the contact and the matches with quotes in the domain's currency", async () => {
    detail = withMatches(["quoted", "sent"]);
    renderAt("/panel/catering-requests/4");
    expect(await screen.findByRole("heading", { name: "Acme Corp" })).toBeTruthy();
    expect(screen.getByText("events@acme.test")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Matched trucks" });
    expect(within(table).getByRole("link", { name: "Taco Loco" }).getAttribute("href")).toBe(
      "/panel/members/21",
    );
    expect(await within(table).findByText("€1,800.00")).toBeTruthy();
    expect(within(table).getByText("Tacos for all")).toBeTruthy();
    expect(within(table).getByText("Quoted")).toBeTruthy();
    expect(within(table).getByText("Mailed")).toBeTruthy();
  });

  it("offers Send only while a match is not sent, and sends", async () => {
    detail = withMatches(["sent", "declined"]);
    renderAt("/panel/catering-requests/4");
    await screen.findByRole("heading", { name: "Acme Corp" });
    expect(screen.queryByRole("button", { name: "Send to matched trucks" })).toBeNull();
    cleanup();
    detail = withMatches(["sent", "pending"]);
    renderAt("/panel/catering-requests/4");
    fireEvent.click(await screen.findByRole("button", { name: "Send to matched trucks" }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === "/api/catering-requests/4/send" && c.options.method === "POST",
        ),
      ).toBe(true),
    );
  });

  it("marks a request held by a cap, says why, and offers to send it (issue 37)", async () => {
    const reason =
      "Held for review: Taco Loco was sent 5 catering requests within 24 hours already.";
    rows = [{ ...request, status: "new", matches_count: 1, quotes_count: 0, held_reason: reason }];
    renderAt("/panel/catering-requests");
    await screen.findByText("1 request");
    const row = document.querySelector<HTMLElement>('tr[data-request-id="4"]')!;
    expect(within(row).getByText("Held").closest("[title]")?.getAttribute("title")).toBe(reason);
    cleanup();
    detail = { ...withMatches(["pending"]), status: "new", held_reason: reason };
    renderAt("/panel/catering-requests/4");
    await screen.findByRole("heading", { name: "Acme Corp" });
    expect(screen.getByText("Held for review")).toBeTruthy();
    expect(document.body.textContent).toContain(reason);
    expect(screen.getByRole("button", { name: "Send to matched trucks" })).toBeTruthy();
  });

  it("asks before marking a request lost", async () => {
    detail = withMatches(["quoted"]);
    renderAt("/panel/catering-requests/4");
    fireEvent.click(await screen.findByRole("button", { name: "Mark lost" }));
    const lost = await screen.findByRole("dialog", { name: "Mark this request lost?" });
    fireEvent.click(within(lost).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Mark lost" }));
    const again = await screen.findByRole("dialog", { name: "Mark this request lost?" });
    expect(calls.some((c) => c.options.method === "PUT")).toBe(false);
    fireEvent.click(within(again).getByRole("button", { name: "Mark lost" }));
    await waitFor(() =>
      expect(calls.find((c) => c.options.method === "PUT")?.options.body).toEqual({
        status: "lost",
      }),
    );
  });

  it("marks a request booked only with the truck that won, and shows the API's refusal there", async () => {
    detail = withMatches(["quoted", "sent"]);
    bookFails = true;
    renderAt("/panel/catering-requests/4");
    fireEvent.click(await screen.findByRole("button", { name: "Mark booked" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this request booked?" });
    expect(
      within(dialog).getByText("Each asked truck will be told whether it was booked."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark booked" }));
    expect(await within(dialog).findByText("Choose the truck that was booked.")).toBeTruthy();
    expect(calls.some((c) => c.options.method === "PUT")).toBe(false);

    // The asked trucks are offered.
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Booked truck/ }));
    expect(await screen.findByRole("option", { name: "Taco Loco" })).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "Curry Up" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark booked" }));
    expect(
      await within(dialog).findByText("The booked truck must be one of the request's trucks."),
    ).toBeTruthy();

    bookFails = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark booked" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.options.method === "PUT").map((c) => c.options.body)).toEqual([
      { status: "booked", member_id: 22 },
      { status: "booked", member_id: 22 },
    ]);
  });

  it("says which truck a booked request went to", async () => {
    detail = { ...withMatches(["quoted", "sent"]), status: "booked", booked_member_id: 22 };
    renderAt("/panel/catering-requests/4");
    await screen.findByRole("heading", { name: "Acme Corp" });
    const line = screen.getByText(/^Booked:/);
    expect(line.textContent).toBe("Booked: Curry Up");
    expect(within(line).getByRole("link", { name: "Curry Up" }).getAttribute("href")).toBe(
      "/panel/members/22",
    );
  });

  it("reopens a booked request without asking", async () => {
    detail = { ...withMatches(["quoted"]), status: "booked" };
    renderAt("/panel/catering-requests/4");
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark booked" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    await waitFor(() =>
      expect(calls.find((c) => c.options.method === "PUT")?.options.body).toEqual({
        status: "quoted",
      }),
    );
  });

  it("adds a truck by hand and shows the API's refusal at the member field", async () => {
    detail = withMatches(["sent"]);
    addFails = true;
    renderAt("/panel/catering-requests/4");
    fireEvent.click(await screen.findByRole("button", { name: "Add a truck" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a truck" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add truck" }));
    expect(await within(dialog).findByText("Choose a member.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /^Member/ }));
    // Taco Loco is matched already: only Curry Up is offered.
    await screen.findByRole("option", { name: "Curry Up" });
    expect(screen.queryByRole("option", { name: "Taco Loco" })).toBeNull();
    // A member without a catering contact email is offered disabled, saying why.
    const unreachable = screen.getByRole("option", {
      name: "Pie Cart (no catering contact email)",
    });
    expect(
      unreachable.getAttribute("data-combobox-disabled") ??
        unreachable.getAttribute("aria-disabled"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "Curry Up" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add truck" }));
    expect(await within(dialog).findByText("The selected member is invalid.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/catering-requests/4/matches")?.options.body).toEqual({
      member_id: 22,
    });
  });
});
