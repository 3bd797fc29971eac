import type { StopOccurrence } from "@fooddir/contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { groupToday } from "../../lib/stop-times.ts";
import type { TodayStop } from "../../lib/today.ts";
import { MemberStops } from "./MemberStops.tsx";
import { TodayFilterForm } from "./TodayFilterForm.tsx";
import { TodayGroups } from "./TodayGroups.tsx";

const LA = "America/Los_Angeles";
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim();

const stop = (id: number, startsAt: string, endsAt: string, openNow = false): TodayStop => ({
  stop_id: id,
  starts_at: startsAt,
  ends_at: endsAt,
  open_now: openNow,
  member: {
    id,
    title: `Truck ${id}`,
    url: `/truck-${id}`,
    logo: id === 1 ? "/storage/l.png" : null,
  },
  location: { id: 1, name: "Civic Center Plaza", address: "1 Carlton Pl", lat: 37.7, lng: -122.4 },
  note: id === 1 ? "By the fountain" : "",
  cuisines: id === 1 ? ["Mexican", "Vegan"] : [],
});

describe("/today's list", () => {
  const now = Date.parse("2027-03-16T12:00:00-07:00");
  const occurrences = [
    stop(1, "2027-03-16T11:30:00-07:00", "2027-03-16T21:00:00-07:00", true),
    stop(2, "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00"),
  ];

  it("shows each group under its heading, with hours, place, cuisines and note", () => {
    const page = parse(
      renderToString(
        <TodayGroups groups={groupToday(occurrences, now, LA)} timeZone={LA} filtered={false} />,
      ),
    );
    const headings = [...page.querySelectorAll("h2")].map(text);
    expect(headings).toEqual(["Open now (1)", "Later today (1)", "Tomorrow (0)"]);
    const open = page.querySelector("#today-open")?.closest("section");
    const card = open?.querySelector("li");
    expect(card?.querySelector("h3 a")?.getAttribute("href")).toBe("/truck-1");
    expect(text(card?.querySelector(".stop-card__hours"))).toBe("Open now until 21:00");
    expect(card?.querySelector("time")?.getAttribute("datetime")).toBe("2027-03-16T21:00:00-07:00");
    expect(text(card?.querySelector(".stop-card__place"))).toBe("Civic Center Plaza, 1 Carlton Pl");
    expect(text(card?.querySelector(".stop-card__cuisines"))).toBe("Mexican · Vegan");
    expect(text(card?.querySelector(".stop-card__note"))).toBe("By the fountain");
    expect(card?.querySelector("img")?.getAttribute("alt")).toBe("");
    const later = page.querySelector("#today-later")?.closest("section");
    expect(text(later?.querySelector(".stop-card__hours"))).toBe("22:00-02:00");
    const tomorrow = page.querySelector("#today-tomorrow")?.closest("section");
    expect(text(tomorrow?.querySelector("p"))).toBe("No trucks are scheduled for tomorrow yet.");
  });

  it("says so when no truck is out, and offers every cuisine back when filtered", () => {
    const empty = { openNow: [], laterToday: [], tomorrow: [] };
    const none = parse(
      renderToString(<TodayGroups groups={empty} timeZone={LA} filtered={false} />),
    );
    expect(text(none.body)).toBe("No trucks are out today. Check back tomorrow.");
    const filtered = parse(renderToString(<TodayGroups groups={empty} timeZone={LA} filtered />));
    expect(filtered.querySelector("a")?.getAttribute("href")).toBe("/today");
  });

  it("filters with a labelled select in a GET form to /today, the chosen cuisine selected", () => {
    const page = parse(
      renderToString(
        <TodayFilterForm
          cuisines={[
            { value: "mexican", title: "Mexican", count: 2 },
            { value: "vegan", title: "Vegan", count: 1 },
          ]}
          cuisine="vegan"
        />,
      ),
    );
    const form = page.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/today");
    const select = page.querySelector("select#today-cuisine") as HTMLSelectElement;
    expect(page.querySelector("label[for='today-cuisine']")).not.toBeNull();
    expect(select.name).toBe("cuisine");
    expect(select.value).toBe("vegan");
    expect(page.querySelector("button[type='submit']")).not.toBeNull();
  });
});

describe("a member's next stops", () => {
  it("lists each stop with its day and hours in the site's zone", () => {
    const list: StopOccurrence[] = [
      stop(2, "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00"),
    ];
    const page = parse(renderToString(<MemberStops stops={list} timeZone={LA} />));
    expect(text(page.querySelector("h2"))).toBe("Next stops");
    expect(text(page.querySelector("h3"))).toBe("Civic Center Plaza");
    expect(text(page.querySelector(".stop-card__hours"))).toBe("Tuesday 16 March, 22:00-02:00");
  });

  it("says when none is scheduled", () => {
    const page = parse(renderToString(<MemberStops stops={[]} timeZone={LA} />));
    expect(text(page.querySelector("section p"))).toBe("No stops scheduled this week.");
  });
});
