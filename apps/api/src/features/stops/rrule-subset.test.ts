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

  it("accepts the bounds of INTERVAL and COUNT", () => {
    expect(parseRrule("FREQ=DAILY;INTERVAL=1").ok).toBe(true);
    expect(parseRrule("FREQ=DAILY;INTERVAL=52").ok).toBe(true);
    expect(parseRrule("FREQ=DAILY;COUNT=1").ok).toBe(true);
    expect(parseRrule("FREQ=DAILY;COUNT=1000").ok).toBe(true);
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

describe("parseRrule refuses anything else with a message for field rrule", () => {
  it("refuses other frequencies", () => {
    expect(refusal("FREQ=MONTHLY;BYMONTHDAY=1")).toBe(
      "Use a daily or weekly rule (FREQ=DAILY or FREQ=WEEKLY).",
    );
    expect(refusal("FREQ=YEARLY")).toBe(RRULE_MESSAGES.freq);
    expect(refusal("FREQ=HOURLY")).toBe(RRULE_MESSAGES.freq);
    expect(refusal("INTERVAL=2")).toBe(RRULE_MESSAGES.freq);
  });

  it("refuses other parts, naming them", () => {
    expect(refusal("FREQ=DAILY;BYHOUR=10")).toBe(
      "BYHOUR is not supported; a rule may use only FREQ, INTERVAL, BYDAY, COUNT and UNTIL.",
    );
    expect(refusal("FREQ=WEEKLY;BYMONTH=3")).toBe(RRULE_MESSAGES.unsupported("BYMONTH"));
    expect(refusal("FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1")).toBe(RRULE_MESSAGES.unsupported("BYSETPOS"));
    expect(refusal("FREQ=WEEKLY;WKST=SU")).toBe(RRULE_MESSAGES.unsupported("WKST"));
  });

  it("refuses COUNT with UNTIL", () => {
    expect(refusal("FREQ=DAILY;COUNT=5;UNTIL=20270630")).toBe("Use COUNT or UNTIL, not both.");
  });

  it("refuses garbage and empty rules", () => {
    expect(refusal("every tuesday")).toBe(RRULE_MESSAGES.syntax);
    expect(refusal("FREQ=DAILY;;COUNT=2")).toBe(RRULE_MESSAGES.syntax);
    expect(refusal("FREQ=")).toBe(RRULE_MESSAGES.syntax);
    expect(refusal("")).toBe(RRULE_MESSAGES.empty);
    expect(refusal("RRULE:")).toBe(RRULE_MESSAGES.empty);
    expect(refusal("FREQ=DAILY;FREQ=WEEKLY")).toBe("FREQ appears more than once in the rule.");
  });

  it("refuses bad values", () => {
    expect(refusal("FREQ=WEEKLY;INTERVAL=0")).toBe(RRULE_MESSAGES.interval);
    expect(refusal("FREQ=WEEKLY;INTERVAL=53")).toBe(RRULE_MESSAGES.interval);
    expect(refusal("FREQ=WEEKLY;INTERVAL=1.5")).toBe(RRULE_MESSAGES.interval);
    expect(refusal("FREQ=DAILY;COUNT=0")).toBe(RRULE_MESSAGES.count);
    expect(refusal("FREQ=DAILY;COUNT=1001")).toBe(RRULE_MESSAGES.count);
    expect(refusal("FREQ=DAILY;COUNT=-1")).toBe(RRULE_MESSAGES.count);
    expect(refusal("FREQ=DAILY;UNTIL=20270230")).toBe(RRULE_MESSAGES.until);
    expect(refusal("FREQ=DAILY;UNTIL=2027-06-30")).toBe(RRULE_MESSAGES.until);
    expect(refusal("FREQ=DAILY;UNTIL=20270630T250000Z")).toBe(RRULE_MESSAGES.until);
    expect(refusal("FREQ=WEEKLY;BYDAY=XX")).toBe(RRULE_MESSAGES.byDay);
    expect(refusal("FREQ=WEEKLY;BYDAY=1MO")).toBe(RRULE_MESSAGES.byDay);
    expect(refusal("FREQ=WEEKLY;BYDAY=MO,")).toBe(RRULE_MESSAGES.byDay);
    expect(refusal("FREQ=DAILY;BYDAY=MO,TU")).toBe(RRULE_MESSAGES.byDayDaily);
  });
});
