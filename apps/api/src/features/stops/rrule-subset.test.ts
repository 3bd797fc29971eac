import { describe, expect, it } from "vitest";
import { formatRrule, parseRrule, RRULE_MESSAGES } from "./rrule-subset.ts";

function refusal(text: string): string {
  const result = parseRrule(text);
  if (result.ok) throw new Error(`accepted ${text}`);
  return result.error;
}

describe("parseRrule accepts the subset", () => {
  it("reads a weekly rule with BYDAY and UNTIL, with or without the RRULE: prefix", () => {
    const expected = {
      ok: true,
      rule: {
        freq: "WEEKLY",
        interval: 1,
        byDay: ["TU", "TH"],
        until: { kind: "date", date: "2027-06-30" },
      },
    };
    expect(parseRrule("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630")).toEqual(expected);
    expect(parseRrule("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630")).toEqual(expected);
    expect(parseRrule(" rrule:freq=weekly; byday=th,tu ;until=20270630; ")).toEqual(expected);
  });

  it("reads COUNT, INTERVAL and the three forms of UNTIL", () => {
    expect(parseRrule("FREQ=DAILY;COUNT=10")).toEqual({
      ok: true,
      rule: { freq: "DAILY", interval: 1, count: 10 },
    });
    expect(parseRrule("FREQ=WEEKLY;INTERVAL=2")).toEqual({
      ok: true,
      rule: { freq: "WEEKLY", interval: 2 },
    });
    expect(parseRrule("FREQ=DAILY;UNTIL=20270630T210000Z")).toMatchObject({
      rule: { until: { kind: "utc", instant: "2027-06-30T21:00:00Z" } },
    });
    expect(parseRrule("FREQ=DAILY;UNTIL=20270630T140000")).toMatchObject({
      rule: { until: { kind: "local", dateTime: "2027-06-30T14:00:00" } },
    });
  });

  it.each([
    "FREQ=DAILY;INTERVAL=1",
    "FREQ=DAILY;INTERVAL=52",
    "FREQ=DAILY;COUNT=1",
    "FREQ=DAILY;COUNT=1000",
  ])("accepts the bounds of INTERVAL and COUNT: %s", (rule) => {
    expect(parseRrule(rule).ok).toBe(true);
  });

  it("formats a rule back in a fixed order", () => {
    const parsed = parseRrule("UNTIL=20270630T210000Z;BYDAY=TH,TU;INTERVAL=2;FREQ=WEEKLY");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(formatRrule(parsed.rule)).toBe(
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630T210000Z",
    );
    const daily = parseRrule("FREQ=DAILY;INTERVAL=1;COUNT=5");
    if (!daily.ok) throw new Error(daily.error);
    expect(formatRrule(daily.rule)).toBe("FREQ=DAILY;COUNT=5");
  });
});

// Each message with the rules refused with it; a literal text checks a message's words once.
const REFUSALS: [message: string, rules: string[]][] = [
  ["Use a daily or weekly rule (FREQ=DAILY or FREQ=WEEKLY).", ["FREQ=MONTHLY;BYMONTHDAY=1"]],
  [RRULE_MESSAGES.freq, ["FREQ=YEARLY", "FREQ=HOURLY", "INTERVAL=2"]],
  [
    "BYHOUR is not supported; a rule may use only FREQ, INTERVAL, BYDAY, COUNT and UNTIL.",
    ["FREQ=DAILY;BYHOUR=10"],
  ],
  [RRULE_MESSAGES.unsupported("BYMONTH"), ["FREQ=WEEKLY;BYMONTH=3"]],
  [RRULE_MESSAGES.unsupported("BYSETPOS"), ["FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1"]],
  [RRULE_MESSAGES.unsupported("WKST"), ["FREQ=WEEKLY;WKST=SU"]],
  ["Use COUNT or UNTIL, not both.", ["FREQ=DAILY;COUNT=5;UNTIL=20270630"]],
  [RRULE_MESSAGES.syntax, ["every tuesday", "FREQ=DAILY;;COUNT=2", "FREQ="]],
  [RRULE_MESSAGES.empty, ["", "RRULE:"]],
  ["FREQ appears more than once in the rule.", ["FREQ=DAILY;FREQ=WEEKLY"]],
  [
    RRULE_MESSAGES.interval,
    ["FREQ=WEEKLY;INTERVAL=0", "FREQ=WEEKLY;INTERVAL=53", "FREQ=WEEKLY;INTERVAL=1.5"],
  ],
  [RRULE_MESSAGES.count, ["FREQ=DAILY;COUNT=0", "FREQ=DAILY;COUNT=1001", "FREQ=DAILY;COUNT=-1"]],
  [
    RRULE_MESSAGES.until,
    [
      "FREQ=DAILY;UNTIL=20270230",
      "FREQ=DAILY;UNTIL=2027-06-30",
      "FREQ=DAILY;UNTIL=20270630T250000Z",
    ],
  ],
  [
    RRULE_MESSAGES.byDay,
    ["FREQ=WEEKLY;BYDAY=XX", "FREQ=WEEKLY;BYDAY=1MO", "FREQ=WEEKLY;BYDAY=MO,"],
  ],
  [RRULE_MESSAGES.byDayDaily, ["FREQ=DAILY;BYDAY=MO,TU"]],
];

describe("parseRrule refuses anything else with a message for field rrule", () => {
  it.each(REFUSALS.flatMap(([message, rules]) => rules.map((rule) => [rule, message])))(
    "refuses %j",
    (rule, message) => {
      expect(refusal(rule)).toBe(message);
    },
  );
});
