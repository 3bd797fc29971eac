import { Temporal } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  expandOccurrences,
  normalizedRrule,
  type Occurrence,
  type StopTimes,
  untilInstant,
} from "./occurrences.ts";
import {
  BERLIN,
  expandIn,
  LA,
  localWin,
  NY,
  starts,
  stopTimes,
  win,
} from "./occurrences-test-kit.ts";

describe("expandOccurrences: rules", () => {
  it("expands weekly BYDAY=TU,TH up to and including the UNTIL date", () => {
    const stop = stopTimes(
      "2027-03-02T11:30",
      "2027-03-02T14:00",
      "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270318",
    );
    const list = expandIn(stop, "2027-03-01T00:00", "2027-05-01T00:00", LA);
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
    const stop = stopTimes("2027-06-01T18:00", "2027-06-01T21:00", "FREQ=DAILY;COUNT=3");
    const all = expandIn(stop, "2027-05-01T00:00", "2027-07-01T00:00", LA);
    expect(starts(all)).toEqual([
      "2027-06-01T18:00:00-07:00",
      "2027-06-02T18:00:00-07:00",
      "2027-06-03T18:00:00-07:00",
    ]);
    expect(starts(expandIn(stop, "2027-06-03T00:00", "2027-06-10T00:00", LA))).toEqual([
      "2027-06-03T18:00:00-07:00",
    ]);
    expect(expandIn(stop, "2027-06-04T00:00", "2027-06-10T00:00", LA)).toEqual([]);
  });

  it.each([
    {
      name: "skips weeks with INTERVAL=2",
      // 2027-03-01 is a Monday.
      stop: { startsAt: "2027-03-01T17:00", endsAt: "2027-03-01T20:00" },
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR",
      to: "2027-04-01T00:00",
      dates: ["2027-03-01", "2027-03-05", "2027-03-15", "2027-03-19", "2027-03-29"],
    },
    {
      name: "weekly without BYDAY repeats on the start's weekday",
      // 2027-03-03 is a Wednesday.
      stop: { startsAt: "2027-03-03T12:00", endsAt: "2027-03-03T13:00" },
      rrule: "FREQ=WEEKLY",
      to: "2027-03-25T00:00",
      dates: ["2027-03-03", "2027-03-10", "2027-03-17", "2027-03-24"],
    },
  ])("$name", ({ stop, rrule, to, dates }) => {
    const list = expandOccurrences({ ...stop, rrule }, localWin("2027-03-01T00:00", to, LA), LA);
    expect(list.map((o) => o.date)).toEqual(dates);
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
    const stop = stopTimes("2017-03-10T18:00", "2017-03-10T21:00", "FREQ=DAILY");
    const t0 = performance.now();
    const list = expandIn(stop, "2027-07-05T00:00", "2027-07-12T00:00", LA);
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
    expect(expandIn(stop, "2027-07-04T00:00", "2027-07-05T00:00", LA)).toEqual([
      {
        startsAt: "2027-07-04T12:00:00-07:00",
        endsAt: "2027-07-04T15:00:00-07:00",
        start: Date.parse("2027-07-04T19:00:00Z"),
        end: Date.parse("2027-07-04T22:00:00Z"),
        date: "2027-07-04",
      },
    ]);
    expect(expandIn(stop, "2027-07-05T00:00", "2027-07-06T00:00", LA)).toEqual([]);
  });

  it("the window is half-open and takes Dates and epoch milliseconds too", () => {
    const stop = stopTimes("2027-07-04T12:00", "2027-07-04T15:00", "FREQ=DAILY");
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
    const stop = stopTimes("2027-03-01T09:00", "2027-03-01T10:00", "FREQ=WEEKLY;BYDAY=SU,MO,SA");
    const list = expandIn(stop, "2027-03-01T00:00", "2027-03-15T00:00", LA);
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

describe("a calendar feed's rule", () => {
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
