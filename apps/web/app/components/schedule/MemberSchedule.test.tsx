import type { ScheduleOccurrence, StopSchedule } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testStop } from "../../testing/fixtures.ts";
import { MemberSchedule } from "./MemberSchedule.tsx";

type Call = { path: string; options: { method?: string; body?: unknown; query?: unknown } };
const calls: Call[] = [];
let schedule: StopSchedule = { timezone: "America/Los_Angeles", stops: [], occurrences: [] };
let refuseWrite: { message: string; errors: Record<string, string[]> } | null = null;
/** The domain's zone (its `timezone` option). */
let zone = "America/Los_Angeles";
/** Answer like the API: only the occurrences of the asked window (the default answers all). */
let byWindow = false;

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: Call["options"] = {}) => {
      calls.push({ path, options });
      if (options.method && refuseWrite) {
        throw Object.assign(new Error("422"), {
          name: "FetchError",
          status: 422,
          statusCode: 422,
          data: refuseWrite,
        });
      }
      if (options.method) return { data: { id: 99, ...(options.body as object) } };
      if (path === "/api/locations") {
        return { data: [{ id: 4, name: "Civic Center Plaza", address: "", lat: 1, lng: 1 }] };
      }
      if (path === "/api/domain-options") return { data: { timezone: zone } };
      if (path === "/api/stops/schedule") {
        const { from, to } = options.query as { from: string; to: string };
        const inWindow = (o: ScheduleOccurrence) => o.date >= from && o.date <= to;
        if (!byWindow) return { data: schedule };
        return { data: { ...schedule, occurrences: schedule.occurrences.filter(inWindow) } };
      }
      throw new Error(`unexpected ${path}`);
    },
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
  refuseWrite = null;
  zone = "America/Los_Angeles";
  byWindow = false;
});

const member = { id: 3, title: "Taco Loco" };
const stop = testStop();
const occurrence = (date: string): ScheduleOccurrence => ({
  stop_id: 7,
  date,
  starts_at: `${date}T11:30:00-08:00`,
  ends_at: `${date}T14:00:00-08:00`,
  recurring: true,
  open_now: false,
  member: stop.member,
  location: { id: 4, name: "Civic Center Plaza" },
  note: "",
});

function renderTab(clock?: () => number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemberSchedule member={member} clock={clock} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const writes = () => calls.filter((c) => c.options.method);
const asked = () => calls.find((c) => c.path === "/api/stops/schedule")?.options.query;

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

describe("a member's Schedule tab", { timeout: 30_000 }, () => {
  it("lists the stops in words and cancels one date of the series after confirming", async () => {
    schedule = {
      timezone: "America/Los_Angeles",
      stops: [stop],
      occurrences: [occurrence("2099-03-03"), occurrence("2099-03-05")],
    };
    renderTab();
    expect(
      await screen.findByText(
        "Every Tue and Thu, 11:30-14:00, at Civic Center Plaza, until 30 June 2099",
      ),
    ).toBeTruthy();
    const next = screen.getByRole("list", { name: "Next dates" });
    expect(within(next).getAllByRole("listitem")).toHaveLength(2);
    expect(asked()).toMatchObject({ member_id: 3 });

    fireEvent.click(
      screen.getByRole("button", {
        name: "Cancel this date: Thu 5 March 2099, 11:30-14:00 at Civic Center Plaza",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Cancel Thu 5 March 2099?" });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel this date" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: "/api/stops/7",
      options: {
        method: "PUT",
        body: {
          member_id: 3,
          location_id: 4,
          starts_at: "2099-03-02T11:30",
          ends_at: "2099-03-02T14:00",
          rrule: stop.rrule,
          exdates: ["2099-03-05"],
          note: "",
        },
      },
    });
  });

  it("adds a weekly stop from the fields, and shows the API's refusal at the field", async () => {
    schedule = { timezone: "America/Los_Angeles", stops: [], occurrences: [] };
    renderTab();
    expect(await screen.findByText("No stops yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add stop" }));
    const dialog = await screen.findByRole("dialog", { name: "Add stop" });
    expect(
      (within(dialog).getByRole("textbox", { name: "Member" }) as HTMLInputElement).value,
    ).toBe("Taco Loco");
    await choose(/^Location/, "Civic Center Plaza");
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/^Date/, "2099-03-03");
    set(/^Start time/, "11:30");
    set(/^End time/, "14:00");
    await choose(/^Repeat/, "Weekly");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Thu" }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "On a date" }));
    set(/^Last date/, "2099-06-30");
    refuseWrite = {
      message: "The given data was invalid.",
      errors: { starts_at: ["That time does not exist on that day."] },
    };
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("That time does not exist on that day.")).toBeTruthy();

    refuseWrite = null;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual({
      path: "/api/stops",
      options: {
        method: "POST",
        body: {
          member_id: 3,
          location_id: 4,
          starts_at: "2099-03-03T11:30",
          ends_at: "2099-03-03T14:00",
          rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20990630",
          exdates: [],
          note: "",
        },
      },
    });
  });
});

// Issue 38 point 4: the tab's "Next dates" and a new stop's date follow the domain's today (its
// zone's date), not the browser's; this machine runs in UTC, a day ahead of Los Angeles at 23:30
// there and a day behind Auckland at 00:30 there.
describe("today in the domain's zone", { timeout: 30_000 }, () => {
  const at = (instant: string) => () => Date.parse(instant);
  const tonight = (date: string): ScheduleOccurrence => ({
    ...occurrence(date),
    starts_at: `${date}T22:00:00-07:00`,
    ends_at: "2027-06-06T00:30:00-07:00",
  });

  it("lists the next dates from Los Angeles' today at 23:30 there (06:30 UTC the next day)", async () => {
    byWindow = true;
    const laterThisWeek = { ...occurrence("2027-06-10"), ends_at: "2027-06-10T14:00:00-07:00" };
    schedule = { ...schedule, stops: [stop], occurrences: [tonight("2027-06-05"), laterThisWeek] };
    renderTab(at("2027-06-06T06:30:00Z"));
    const next = await screen.findByRole("list", { name: "Next dates" });
    expect(
      within(next)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Sat 5 June 2027, 22:00-00:30/),
      expect.stringMatching(/^Thu 10 June 2027, 11:30-14:00/),
    ]);
    expect(asked()).toEqual({ member_id: 3, from: "2027-06-05", to: "2027-07-31" });
  });

  it("asks the next dates from Auckland's today at 00:30 there (12:30 UTC the day before)", async () => {
    zone = "Pacific/Auckland";
    schedule = { ...schedule, stops: [stop], occurrences: [] };
    renderTab(at("2027-06-05T12:30:00Z"));
    expect(await screen.findByText("No dates in the next 8 weeks.")).toBeTruthy();
    expect(asked()).toEqual({ member_id: 3, from: "2027-06-06", to: "2027-08-01" });
  });

  it.each([
    ["America/Los_Angeles", "23:30", "2027-06-06T06:30:00Z", "2027-06-05"],
    ["America/Los_Angeles", "00:30", "2027-06-06T07:30:00Z", "2027-06-06"],
    ["Pacific/Auckland", "23:30", "2027-06-05T11:30:00Z", "2027-06-05"],
    ["Pacific/Auckland", "00:30", "2027-06-05T12:30:00Z", "2027-06-06"],
  ])(
    "a new stop in %s at %s there starts on that day's date",
    async (tz, _local, instant, date) => {
      zone = tz;
      schedule = { timezone: tz, stops: [], occurrences: [] };
      renderTab(at(instant));
      fireEvent.click(await screen.findByRole("button", { name: "Add stop" }));
      const dialog = await screen.findByRole("dialog", { name: "Add stop" });
      expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(date);
    },
  );
});
