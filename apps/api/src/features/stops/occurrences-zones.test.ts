import { describe, expect, it } from "vitest";
import { expandOccurrences, isOpenAt, nextBoundary, type StopTimes } from "./occurrences.ts";
import {
  at,
  BERLIN,
  expandIn,
  hours,
  LA,
  localWin,
  NY,
  starts,
  stopTimes,
  win,
} from "./occurrences-test-kit.ts";

/** Occurrences across midnight, daylight-saving changes and zones, and when a page changes. */

describe("expandOccurrences: crossing midnight", () => {
  const late = stopTimes("2027-07-01T22:00", "2027-07-02T02:00", "FREQ=DAILY");

  it("includes the night's stop in a window that starts at 01:00 the next day", () => {
    const list = expandIn(late, "2027-07-05T01:00", "2027-07-06T01:00", LA);
    expect(list.map((o) => [o.startsAt, o.endsAt])).toEqual([
      ["2027-07-04T22:00:00-07:00", "2027-07-05T02:00:00-07:00"],
      ["2027-07-05T22:00:00-07:00", "2027-07-06T02:00:00-07:00"],
    ]);
    expect(list[0]?.date).toBe("2027-07-04");
  });

  it("is open at 01:30, closed at 02:00, open again at 22:00", () => {
    const [night] = expandOccurrences(
      late,
      localWin("2027-07-05T01:00", "2027-07-05T02:00", LA),
      LA,
    );
    if (!night) throw new Error("no occurrence");
    expect(isOpenAt(night, at("2027-07-05T01:30-07:00"))).toBe(true);
    expect(isOpenAt(night, at("2027-07-05T02:00-07:00"))).toBe(false);
    expect(isOpenAt(night, at("2027-07-04T21:59-07:00"))).toBe(false);
    expect(isOpenAt(night, at("2027-07-04T22:00-07:00"))).toBe(true);
    expect(isOpenAt(night, Date.parse("2027-07-05T08:30:00Z"))).toBe(true);
    expect(isOpenAt(night, new Date("2027-07-05T09:00:00Z"))).toBe(false);
  });

  it("a cancelled night is matched by the date it starts on", () => {
    const list = expandOccurrences(
      { ...late, exdates: ["2027-07-04"] },
      localWin("2027-07-05T01:00", "2027-07-06T01:00", LA),
      LA,
    );
    expect(list.map((o) => o.date)).toEqual(["2027-07-05"]);
  });
});

describe("expandOccurrences: daylight saving in America/New_York", () => {
  it("spring forward (14 March 2027): a daily 02:30 stop is at 03:30 -04:00 that day", () => {
    const stop = stopTimes("2027-03-01T02:30", "2027-03-01T04:00", "FREQ=DAILY");
    const list = expandIn(stop, "2027-03-13T00:00", "2027-03-16T00:00", NY);
    expect(list.map((o) => [o.startsAt, o.endsAt])).toEqual([
      ["2027-03-13T02:30:00-05:00", "2027-03-13T04:00:00-05:00"],
      ["2027-03-14T03:30:00-04:00", "2027-03-14T04:00:00-04:00"],
      ["2027-03-15T02:30:00-04:00", "2027-03-15T04:00:00-04:00"],
    ]);
    expect(list[1]?.date).toBe("2027-03-14");
  });

  it("spring forward: a 01:00-03:00 stop keeps its wall times and lasts one hour", () => {
    const stop = stopTimes("2027-03-12T01:00", "2027-03-12T03:00", "FREQ=DAILY");
    const list = expandIn(stop, "2027-03-13T00:00", "2027-03-16T00:00", NY);
    expect(list.map((o) => [o.startsAt, o.endsAt, hours(o)])).toEqual([
      ["2027-03-13T01:00:00-05:00", "2027-03-13T03:00:00-05:00", 2],
      ["2027-03-14T01:00:00-05:00", "2027-03-14T03:00:00-04:00", 1],
      ["2027-03-15T01:00:00-04:00", "2027-03-15T03:00:00-04:00", 2],
    ]);
    const sunday = list[1]!;
    expect(isOpenAt(sunday, at("2027-03-14T01:59:59-05:00"))).toBe(true);
    expect(isOpenAt(sunday, at("2027-03-14T03:00:00-04:00"))).toBe(false);
  });

  it("spring forward: a 22:00-03:00 stop lasts four hours that night; an end at 02:00 moves to 03:00", () => {
    const stop = stopTimes("2027-03-10T22:00", "2027-03-11T03:00", "FREQ=DAILY");
    const window = localWin("2027-03-13T12:00", "2027-03-14T12:00", NY);
    expect(
      expandOccurrences(stop, window, NY).map((o) => [o.startsAt, o.endsAt, hours(o)]),
    ).toEqual([["2027-03-13T22:00:00-05:00", "2027-03-14T03:00:00-04:00", 4]]);
    // 02:00 does not exist that night: the end moves forward by the gap, like a start would.
    const midnight = expandOccurrences({ ...stop, endsAt: "2027-03-11T02:00" }, window, NY);
    expect(midnight.map((o) => [o.startsAt, o.endsAt, hours(o)])).toEqual([
      ["2027-03-13T22:00:00-05:00", "2027-03-14T03:00:00-04:00", 4],
    ]);
  });

  it("spring forward: a stop left with no time after moving does not take place", () => {
    const stop = stopTimes("2027-03-12T02:15", "2027-03-12T02:45", "FREQ=DAILY");
    const list = expandIn(stop, "2027-03-13T00:00", "2027-03-16T00:00", NY);
    // 02:15-02:45 moves to 03:15-03:45 on the 14th: it keeps its half hour.
    expect(list.map((o) => [o.startsAt, o.endsAt])).toEqual([
      ["2027-03-13T02:15:00-05:00", "2027-03-13T02:45:00-05:00"],
      ["2027-03-14T03:15:00-04:00", "2027-03-14T03:45:00-04:00"],
      ["2027-03-15T02:15:00-04:00", "2027-03-15T02:45:00-04:00"],
    ]);
    // 02:30-03:15: the start moves to 03:30, after the end at 03:15.
    const squeezed = expandOccurrences(
      { startsAt: "2027-03-12T02:30", endsAt: "2027-03-12T03:15", rrule: "FREQ=DAILY" },
      localWin("2027-03-13T00:00", "2027-03-16T00:00", NY),
      NY,
    );
    expect(squeezed.map((o) => o.date)).toEqual(["2027-03-13", "2027-03-15"]);
  });

  it("fall back (7 November 2027): a daily 01:30 stop happens exactly once that day", () => {
    const stop = stopTimes("2027-11-01T01:30", "2027-11-01T02:30", "FREQ=DAILY");
    const list = expandIn(stop, "2027-11-06T00:00", "2027-11-09T00:00", NY);
    expect(list.map((o) => [o.startsAt, o.endsAt, hours(o)])).toEqual([
      ["2027-11-06T01:30:00-04:00", "2027-11-06T02:30:00-04:00", 1],
      // The earlier 01:30 (daylight time); the wall-clock end 02:30 is standard time.
      ["2027-11-07T01:30:00-04:00", "2027-11-07T02:30:00-05:00", 2],
      ["2027-11-08T01:30:00-05:00", "2027-11-08T02:30:00-05:00", 1],
    ]);
    expect(list.filter((o) => o.date === "2027-11-07")).toHaveLength(1);
    // A window holding only the second 01:30 (standard time) still sees the stop running.
    const second = expandOccurrences(
      stop,
      win("2027-11-07T01:30:00-05:00", "2027-11-07T01:45:00-05:00"),
      NY,
    );
    expect(starts(second)).toEqual(["2027-11-07T01:30:00-04:00"]);
  });

  it("fall back: a 22:00-02:00 stop lasts five hours that night", () => {
    const stop = stopTimes("2027-11-01T22:00", "2027-11-02T02:00", "FREQ=DAILY");
    const list = expandIn(stop, "2027-11-06T12:00", "2027-11-07T12:00", NY);
    expect(list.map((o) => [o.startsAt, o.endsAt, hours(o)])).toEqual([
      ["2027-11-06T22:00:00-04:00", "2027-11-07T02:00:00-05:00", 5],
    ]);
  });
});

describe("expandOccurrences: other zones", () => {
  it("gives America/Los_Angeles offsets of winter and summer", () => {
    const stop = stopTimes("2027-01-05T18:00", "2027-01-05T21:00", "FREQ=WEEKLY");
    expect(starts(expandIn(stop, "2027-01-05T00:00", "2027-01-06T00:00", LA))).toEqual([
      "2027-01-05T18:00:00-08:00",
    ]);
    expect(
      expandIn(stop, "2027-07-06T00:00", "2027-07-07T00:00", LA).map((o) => [o.startsAt, o.endsAt]),
    ).toEqual([["2027-07-06T18:00:00-07:00", "2027-07-06T21:00:00-07:00"]]);
  });

  it("follows Europe/Berlin across its spring change (28 March 2027)", () => {
    const evening = stopTimes("2027-03-20T18:00", "2027-03-20T22:00", "FREQ=DAILY");
    const list = expandOccurrences(
      evening,
      localWin("2027-03-27T00:00", "2027-03-30T00:00", BERLIN),
      BERLIN,
    );
    expect(starts(list)).toEqual([
      "2027-03-27T18:00:00+01:00",
      "2027-03-28T18:00:00+02:00",
      "2027-03-29T18:00:00+02:00",
    ]);
    const night = stopTimes("2027-03-20T02:30", "2027-03-20T05:00", "FREQ=DAILY");
    expect(starts(expandIn(night, "2027-03-28T00:00", "2027-03-29T00:00", BERLIN))).toEqual([
      "2027-03-28T03:30:00+02:00",
    ]);
  });

  it("UTC has offset +00:00", () => {
    const stop: StopTimes = { startsAt: "2027-03-14T12:00", endsAt: "2027-03-14T13:00" };
    expect(
      expandOccurrences(stop, win("2027-03-14T00:00Z", "2027-03-15T00:00Z"), "UTC")[0]?.startsAt,
    ).toBe("2027-03-14T12:00:00+00:00");
  });
});

describe("nextBoundary", () => {
  const list = expandOccurrences(
    { startsAt: "2027-07-01T11:30", endsAt: "2027-07-01T14:00", rrule: "FREQ=DAILY" },
    localWin("2027-07-05T00:00", "2027-07-07T00:00", LA),
    LA,
  );
  const ms = (iso: string) => at(iso).epochMilliseconds;

  it("is the next start before a stop opens", () => {
    expect(nextBoundary(list, at("2027-07-05T09:00-07:00"), LA)).toBe(ms("2027-07-05T11:30-07:00"));
  });

  it("is the end while a stop is open, and never `now` itself", () => {
    expect(nextBoundary(list, at("2027-07-05T12:00-07:00"), LA)).toBe(ms("2027-07-05T14:00-07:00"));
    expect(nextBoundary(list, at("2027-07-05T11:30-07:00"), LA)).toBe(ms("2027-07-05T14:00-07:00"));
  });

  it("is the next local midnight when that comes first", () => {
    expect(nextBoundary(list, at("2027-07-05T15:00-07:00"), LA)).toBe(ms("2027-07-06T00:00-07:00"));
    expect(nextBoundary([], Date.parse("2027-07-05T15:00:00-07:00"), LA)).toBe(
      ms("2027-07-06T00:00-07:00"),
    );
    expect(nextBoundary([], new Date("2027-07-05T23:59:59-04:00"), NY)).toBe(
      ms("2027-07-06T00:00-04:00"),
    );
  });
});
