import { describe, expect, it } from "vitest";
import {
  checkStopTimes,
  checkWallTime,
  expandOccurrences,
  isOpenAt,
  isTimeZone,
  nextBoundary,
  nextLocalMidnight,
  normalizedRrule,
  type Occurrence,
  parseWallTime,
  type StopTimes,
  Temporal,
  TIME_MESSAGES,
  untilInstant,
} from "./occurrences.ts";

const NY = "America/New_York";
const LA = "America/Los_Angeles";
const BERLIN = "Europe/Berlin";

/** An instant from an ISO string with offset or Z (the injected clock of these tests). */
const at = (iso: string) => Temporal.Instant.from(iso);
/** The window [from, to) of two ISO strings with offsets. */
const win = (from: string, to: string) => ({ from: at(from), to: at(to) });
/** Wall-clock days between two local wall times of a zone, as a window. */
const localWin = (from: string, to: string, zone: string) => ({
  from: Temporal.PlainDateTime.from(from).toZonedDateTime(zone).toInstant(),
  to: Temporal.PlainDateTime.from(to).toZonedDateTime(zone).toInstant(),
});
const starts = (list: Occurrence[]) => list.map((o) => o.startsAt);
const hours = (o: Occurrence) => (o.end - o.start) / 3_600_000;

describe("expandOccurrences: rules", () => {
  it("expands weekly BYDAY=TU,TH up to and including the UNTIL date", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-02T11:30",
      endsAt: "2027-03-02T14:00",
      rrule: "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270318",
    };
    const list = expandOccurrences(stop, localWin("2027-03-01T00:00", "2027-05-01T00:00", LA), LA);
    expect(list).toEqual([
      {
        startsAt: "2027-03-02T11:30:00-08:00",
        endsAt: "2027-03-02T14:00:00-08:00",
        start: Date.parse("2027-03-02T19:30:00Z"),
        end: Date.parse("2027-03-02T22:00:00Z"),
        date: "2027-03-02",
      },
      expect.objectContaining({ startsAt: "2027-03-04T11:30:00-08:00", date: "2027-03-04" }),
      expect.objectContaining({ startsAt: "2027-03-09T11:30:00-08:00" }),
      expect.objectContaining({ startsAt: "2027-03-11T11:30:00-08:00" }),
      // Los Angeles springs forward on 14 March: same wall time, new offset.
      expect.objectContaining({ startsAt: "2027-03-16T11:30:00-07:00" }),
      expect.objectContaining({ startsAt: "2027-03-18T11:30:00-07:00" }),
    ]);
  });

  it("ends at a UTC UNTIL instant, inclusive", () => {
    const stop = (until: string): StopTimes => ({
      startsAt: "2027-03-02T11:30",
      endsAt: "2027-03-02T14:00",
      rrule: `FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=${until}`,
    });
    const window = localWin("2027-03-01T00:00", "2027-05-01T00:00", LA);
    // 19:30Z is 11:30 PST on 11 March: that occurrence is the last.
    expect(starts(expandOccurrences(stop("20270311T193000Z"), window, LA)).at(-1)).toBe(
      "2027-03-11T11:30:00-08:00",
    );
    expect(starts(expandOccurrences(stop("20270311T192959Z"), window, LA)).at(-1)).toBe(
      "2027-03-09T11:30:00-08:00",
    );
    // A floating date-time UNTIL is read on the zone's wall clock.
    expect(starts(expandOccurrences(stop("20270311T113000"), window, LA)).at(-1)).toBe(
      "2027-03-11T11:30:00-08:00",
    );
  });

  it("stops after COUNT occurrences, also when the window starts later", () => {
    const stop: StopTimes = {
      startsAt: "2027-06-01T18:00",
      endsAt: "2027-06-01T21:00",
      rrule: "FREQ=DAILY;COUNT=3",
    };
    const all = expandOccurrences(stop, localWin("2027-05-01T00:00", "2027-07-01T00:00", LA), LA);
    expect(starts(all)).toEqual([
      "2027-06-01T18:00:00-07:00",
      "2027-06-02T18:00:00-07:00",
      "2027-06-03T18:00:00-07:00",
    ]);
    expect(
      starts(expandOccurrences(stop, localWin("2027-06-03T00:00", "2027-06-10T00:00", LA), LA)),
    ).toEqual(["2027-06-03T18:00:00-07:00"]);
    expect(
      expandOccurrences(stop, localWin("2027-06-04T00:00", "2027-06-10T00:00", LA), LA),
    ).toEqual([]);
  });

  it("skips weeks with INTERVAL=2", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-01T17:00", // a Monday
      endsAt: "2027-03-01T20:00",
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR",
    };
    const list = expandOccurrences(stop, localWin("2027-03-01T00:00", "2027-04-01T00:00", LA), LA);
    expect(list.map((o) => o.date)).toEqual([
      "2027-03-01",
      "2027-03-05",
      "2027-03-15",
      "2027-03-19",
      "2027-03-29",
    ]);
  });

  it("weekly without BYDAY repeats on the start's weekday", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-03T12:00", // a Wednesday
      endsAt: "2027-03-03T13:00",
      rrule: "FREQ=WEEKLY",
    };
    const list = expandOccurrences(stop, localWin("2027-03-01T00:00", "2027-03-25T00:00", LA), LA);
    expect(list.map((o) => o.date)).toEqual([
      "2027-03-03",
      "2027-03-10",
      "2027-03-17",
      "2027-03-24",
    ]);
  });

  it("removes exactly the occurrence of an EXDATE", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-02T11:30",
      endsAt: "2027-03-02T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH",
      exdates: ["2027-03-11", "2027-03-12"], // a Thursday, and a Friday without an occurrence
    };
    const window = localWin("2027-03-08T00:00", "2027-03-22T00:00", LA);
    expect(expandOccurrences(stop, window, LA).map((o) => o.date)).toEqual([
      "2027-03-09",
      "2027-03-16",
      "2027-03-18",
    ]);
    expect(expandOccurrences({ ...stop, exdates: [] }, window, LA)).toHaveLength(4);
  });

  it("expands only the asked window of an endless series, however far from its start", () => {
    const stop: StopTimes = {
      startsAt: "2017-03-10T18:00",
      endsAt: "2017-03-10T21:00",
      rrule: "FREQ=DAILY",
    };
    const t0 = performance.now();
    const list = expandOccurrences(stop, localWin("2027-07-05T00:00", "2027-07-12T00:00", LA), LA);
    const elapsed = performance.now() - t0;
    expect(list).toHaveLength(7);
    expect(list[0]?.startsAt).toBe("2027-07-05T18:00:00-07:00");
    expect(list[6]?.startsAt).toBe("2027-07-11T18:00:00-07:00");
    expect(elapsed).toBeLessThan(250);
    // Same for a weekly rule with an interval: the phase is kept across the years.
    const weekly = expandOccurrences(
      {
        ...stop,
        startsAt: "2017-01-02T18:00",
        endsAt: "2017-01-02T21:00",
        rrule: "FREQ=WEEKLY;INTERVAL=3",
      },
      localWin("2027-01-01T00:00", "2027-03-01T00:00", LA),
      LA,
    );
    // 2017-01-02 + 522 weeks (174 x 3) = 2027-01-04.
    expect(weekly.map((o) => o.date)).toEqual(["2027-01-04", "2027-01-25", "2027-02-15"]);
  });

  it("gives the same occurrences whether a window holds a daylight-saving change or not", () => {
    // Windows far from a change take a fixed-offset shortcut; one holding a change does not.
    const stops: StopTimes[] = [
      { startsAt: "2027-02-01T22:00", endsAt: "2027-02-02T02:00", rrule: "FREQ=DAILY" },
      { startsAt: "2027-02-01T02:30", endsAt: "2027-02-01T04:00", rrule: "FREQ=DAILY" },
      {
        startsAt: "2027-02-02T11:30",
        endsAt: "2027-02-02T14:00",
        rrule: "FREQ=WEEKLY;BYDAY=TU,SA",
      },
    ];
    for (const zone of [NY, LA, BERLIN, "UTC", "Australia/Lord_Howe"]) {
      for (const stop of stops) {
        const whole = expandOccurrences(
          stop,
          localWin("2027-02-20T00:00", "2027-04-20T00:00", zone),
          zone,
        );
        const byDays: Occurrence[] = [];
        let day = Temporal.PlainDate.from("2027-02-20");
        while (Temporal.PlainDate.compare(day, Temporal.PlainDate.from("2027-04-20")) < 0) {
          const next = day.add({ days: 1 });
          const part = expandOccurrences(
            stop,
            {
              from: day.toZonedDateTime(zone).toInstant(),
              to: next.toZonedDateTime(zone).toInstant(),
            },
            zone,
          );
          for (const o of part) if (!byDays.some((b) => b.start === o.start)) byDays.push(o);
          day = next;
        }
        expect(byDays, `${zone} ${stop.startsAt}`).toEqual(whole);
      }
    }
  });

  it("a one-off stop is one occurrence, in the window or not", () => {
    const stop: StopTimes = { startsAt: "2027-07-04T12:00", endsAt: "2027-07-04T15:00" };
    expect(
      expandOccurrences(stop, localWin("2027-07-04T00:00", "2027-07-05T00:00", LA), LA),
    ).toEqual([
      {
        startsAt: "2027-07-04T12:00:00-07:00",
        endsAt: "2027-07-04T15:00:00-07:00",
        start: Date.parse("2027-07-04T19:00:00Z"),
        end: Date.parse("2027-07-04T22:00:00Z"),
        date: "2027-07-04",
      },
    ]);
    expect(
      expandOccurrences(stop, localWin("2027-07-05T00:00", "2027-07-06T00:00", LA), LA),
    ).toEqual([]);
  });

  it("the window is half-open and takes Dates and epoch milliseconds too", () => {
    const stop: StopTimes = {
      startsAt: "2027-07-04T12:00",
      endsAt: "2027-07-04T15:00",
      rrule: "FREQ=DAILY",
    };
    // Ends exactly at `from`: out. Starts exactly at `to`: out.
    expect(
      starts(expandOccurrences(stop, win("2027-07-05T15:00-07:00", "2027-07-06T12:00-07:00"), LA)),
    ).toEqual([]);
    expect(
      starts(expandOccurrences(stop, win("2027-07-05T14:59-07:00", "2027-07-06T12:01-07:00"), LA)),
    ).toEqual(["2027-07-05T12:00:00-07:00", "2027-07-06T12:00:00-07:00"]);
    const byDate = expandOccurrences(
      stop,
      { from: new Date("2027-07-05T00:00:00-07:00"), to: Date.parse("2027-07-07T00:00:00-07:00") },
      LA,
    );
    expect(starts(byDate)).toEqual(["2027-07-05T12:00:00-07:00", "2027-07-06T12:00:00-07:00"]);
    expect(expandOccurrences(stop, win("2027-07-06T00:00Z", "2027-07-05T00:00Z"), LA)).toEqual([]);
  });

  it("several rules of one day come back sorted by start", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-01T09:00",
      endsAt: "2027-03-01T10:00",
      rrule: "FREQ=WEEKLY;BYDAY=SU,MO,SA",
    };
    const list = expandOccurrences(stop, localWin("2027-03-01T00:00", "2027-03-15T00:00", LA), LA);
    const sorted = [...list].sort((a, b) => a.start - b.start);
    expect(list).toEqual(sorted);
    expect(list.map((o) => o.date)).toEqual([
      "2027-03-01",
      "2027-03-06",
      "2027-03-07",
      "2027-03-08",
      "2027-03-13",
      "2027-03-14",
    ]);
  });

  it("refuses unreadable or out-of-range times (stored data is validated first)", () => {
    const window = localWin("2027-03-01T00:00", "2027-03-15T00:00", LA);
    for (const [startsAt, endsAt] of [
      ["2027-03-01T10:00", "2027-03-01T09:00"],
      ["2027-03-01T10:00", "2027-03-02T10:01"],
      ["2027-02-30T10:00", "2027-03-01T11:00"],
      ["2027-03-01 10:00", "2027-03-01T11:00"],
    ] as const) {
      expect(() => expandOccurrences({ startsAt, endsAt }, window, LA)).toThrow(RangeError);
    }
  });

  it("refuses a rule outside the subset (stored data is validated first)", () => {
    expect(() =>
      expandOccurrences(
        { startsAt: "2027-03-01T09:00", endsAt: "2027-03-01T10:00", rrule: "FREQ=MONTHLY" },
        localWin("2027-03-01T00:00", "2027-03-15T00:00", LA),
        LA,
      ),
    ).toThrow(RangeError);
  });
});

describe("expandOccurrences: crossing midnight", () => {
  const late: StopTimes = {
    startsAt: "2027-07-01T22:00",
    endsAt: "2027-07-02T02:00",
    rrule: "FREQ=DAILY",
  };

  it("includes the night's stop in a window that starts at 01:00 the next day", () => {
    const list = expandOccurrences(late, localWin("2027-07-05T01:00", "2027-07-06T01:00", LA), LA);
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
    const stop: StopTimes = {
      startsAt: "2027-03-01T02:30",
      endsAt: "2027-03-01T04:00",
      rrule: "FREQ=DAILY",
    };
    const list = expandOccurrences(stop, localWin("2027-03-13T00:00", "2027-03-16T00:00", NY), NY);
    expect(list.map((o) => [o.startsAt, o.endsAt])).toEqual([
      ["2027-03-13T02:30:00-05:00", "2027-03-13T04:00:00-05:00"],
      ["2027-03-14T03:30:00-04:00", "2027-03-14T04:00:00-04:00"],
      ["2027-03-15T02:30:00-04:00", "2027-03-15T04:00:00-04:00"],
    ]);
    expect(list[1]?.date).toBe("2027-03-14");
  });

  it("spring forward: a 01:00-03:00 stop keeps its wall times and lasts one hour", () => {
    const stop: StopTimes = {
      startsAt: "2027-03-12T01:00",
      endsAt: "2027-03-12T03:00",
      rrule: "FREQ=DAILY",
    };
    const list = expandOccurrences(stop, localWin("2027-03-13T00:00", "2027-03-16T00:00", NY), NY);
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
    const stop: StopTimes = {
      startsAt: "2027-03-10T22:00",
      endsAt: "2027-03-11T03:00",
      rrule: "FREQ=DAILY",
    };
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
    const stop: StopTimes = {
      startsAt: "2027-03-12T02:15",
      endsAt: "2027-03-12T02:45",
      rrule: "FREQ=DAILY",
    };
    const list = expandOccurrences(stop, localWin("2027-03-13T00:00", "2027-03-16T00:00", NY), NY);
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
    const stop: StopTimes = {
      startsAt: "2027-11-01T01:30",
      endsAt: "2027-11-01T02:30",
      rrule: "FREQ=DAILY",
    };
    const list = expandOccurrences(stop, localWin("2027-11-06T00:00", "2027-11-09T00:00", NY), NY);
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
    const stop: StopTimes = {
      startsAt: "2027-11-01T22:00",
      endsAt: "2027-11-02T02:00",
      rrule: "FREQ=DAILY",
    };
    const list = expandOccurrences(stop, localWin("2027-11-06T12:00", "2027-11-07T12:00", NY), NY);
    expect(list.map((o) => [o.startsAt, o.endsAt, hours(o)])).toEqual([
      ["2027-11-06T22:00:00-04:00", "2027-11-07T02:00:00-05:00", 5],
    ]);
  });
});

describe("expandOccurrences: other zones", () => {
  it("gives America/Los_Angeles offsets of winter and summer", () => {
    const stop: StopTimes = {
      startsAt: "2027-01-05T18:00",
      endsAt: "2027-01-05T21:00",
      rrule: "FREQ=WEEKLY",
    };
    expect(
      starts(expandOccurrences(stop, localWin("2027-01-05T00:00", "2027-01-06T00:00", LA), LA)),
    ).toEqual(["2027-01-05T18:00:00-08:00"]);
    expect(
      expandOccurrences(stop, localWin("2027-07-06T00:00", "2027-07-07T00:00", LA), LA).map((o) => [
        o.startsAt,
        o.endsAt,
      ]),
    ).toEqual([["2027-07-06T18:00:00-07:00", "2027-07-06T21:00:00-07:00"]]);
  });

  it("follows Europe/Berlin across its spring change (28 March 2027)", () => {
    const evening: StopTimes = {
      startsAt: "2027-03-20T18:00",
      endsAt: "2027-03-20T22:00",
      rrule: "FREQ=DAILY",
    };
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
    const night: StopTimes = {
      startsAt: "2027-03-20T02:30",
      endsAt: "2027-03-20T05:00",
      rrule: "FREQ=DAILY",
    };
    expect(
      starts(
        expandOccurrences(night, localWin("2027-03-28T00:00", "2027-03-29T00:00", BERLIN), BERLIN),
      ),
    ).toEqual(["2027-03-28T03:30:00+02:00"]);
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

  it("counts midnight in the zone, also on a daylight-saving day", () => {
    expect(nextLocalMidnight(at("2027-03-13T20:00-05:00"), NY).toString()).toBe(
      "2027-03-14T05:00:00Z",
    );
    expect(nextLocalMidnight(at("2027-03-14T20:00-04:00"), NY).toString()).toBe(
      "2027-03-15T04:00:00Z",
    );
    // Havana springs forward at midnight: the day then starts at 01:00.
    expect(nextLocalMidnight(at("2027-03-13T20:00-05:00"), "America/Havana").toString()).toBe(
      "2027-03-14T05:00:00Z",
    );
  });
});

describe("validation", () => {
  it("checkWallTime refuses a time in the spring-forward gap, with a clear message", () => {
    expect(checkWallTime("2027-03-14T02:30", NY)).toBe(
      "2:30 AM does not exist on 14 March 2027 in America/New_York (clocks go forward); choose another time.",
    );
    expect(checkWallTime("2027-03-28T02:00", BERLIN)).toBe(
      "2:00 AM does not exist on 28 March 2027 in Europe/Berlin (clocks go forward); choose another time.",
    );
    expect(checkWallTime("2027-03-14T03:00", NY)).toBeNull();
    expect(checkWallTime("2027-03-14T01:59", NY)).toBeNull();
    // Occurs twice: accepted (the earlier one).
    expect(checkWallTime("2027-11-07T01:30", NY)).toBeNull();
    expect(checkWallTime("2027-03-15T02:30", LA)).toBeNull();
    expect(checkWallTime("2027-03-14T02:30", LA)).toMatch(
      /^2:30 AM does not exist on 14 March 2027 in America\/Los_Angeles/,
    );
    expect(checkWallTime("2027-03-14T02:30", "UTC")).toBeNull();
    expect(checkWallTime("14/03/2027 02:30", NY)).toBe(TIME_MESSAGES.format);
  });

  it("parseWallTime reads real local wall times only", () => {
    expect(parseWallTime("2027-03-14T22:00")?.toString()).toBe("2027-03-14T22:00:00");
    expect(parseWallTime("2028-02-29T23:59:59")?.toString()).toBe("2028-02-29T23:59:59");
    for (const bad of [
      "2027-02-29T10:00",
      "2027-03-14T24:00",
      "2027-03-14T10:60",
      "2027-3-14T10:00",
      "2027-03-14T10:00Z",
      "",
    ]) {
      expect(parseWallTime(bad), bad).toBeNull();
    }
  });

  it("checkStopTimes: end after start, at most 24 hours later", () => {
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T02:00")).toBeNull();
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T22:00")).toBeNull();
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-14T22:00")).toEqual({
      field: "ends_at",
      message: "The end must be after the start.",
    });
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-14T21:00")?.message).toBe(
      TIME_MESSAGES.endAfterStart,
    );
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T22:01")).toEqual({
      field: "ends_at",
      message: "A stop may last at most 24 hours.",
    });
    expect(checkStopTimes("2027-02-30T10:00", "2027-03-01T10:00")).toEqual({
      field: "starts_at",
      message: TIME_MESSAGES.format,
    });
    expect(checkStopTimes("2027-03-14T10:00", "2027-03-14T10:00-07:00")?.field).toBe("ends_at");
    expect(checkStopTimes("2027-03-14T10:00:00", "2027-03-14T10:30:30")).toBeNull();
  });

  it("isTimeZone takes IANA names and UTC only", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("america/new_york")).toBe(false);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(5)).toBe(false);
  });

  it("untilInstant and normalizedRrule serve a calendar feed", () => {
    expect(
      untilInstant(
        { freq: "DAILY", interval: 1, until: { kind: "date", date: "2027-06-30" } },
        LA,
      )?.toString(),
    ).toBe("2027-07-01T06:59:59Z");
    expect(
      untilInstant(
        { freq: "DAILY", interval: 1, until: { kind: "utc", instant: "2027-06-30T21:00:00Z" } },
        LA,
      )?.toString(),
    ).toBe("2027-06-30T21:00:00Z");
    expect(untilInstant({ freq: "DAILY", interval: 1, count: 3 }, LA)).toBeNull();
    expect(normalizedRrule("rrule:freq=weekly;byday=th,tu")).toBe("FREQ=WEEKLY;BYDAY=TU,TH");
    expect(normalizedRrule(null)).toBeNull();
  });
});
