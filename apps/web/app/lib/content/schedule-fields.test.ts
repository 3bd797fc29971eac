import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testPost } from "../../testing/fixtures.ts";
import { clientErrors, toInput, valuesOf } from "./post-form.ts";
import {
  joinWallTime,
  scheduleErrors,
  scheduleSummary,
  splitWallTime,
  wallTimeOf,
} from "./schedule-fields.ts";
import { SECTIONS } from "./sections.ts";

/** A saved page "Festival" (id 9), no publish or unpublish time set. */
const saved = (over: Partial<Post> = {}) =>
  testPost({
    id: 9,
    _id: "x",
    post_type_id: 1,
    post_status_id: 1,
    attributes: { title: "Festival", url: "festival", description: "" },
    created_at: "2027-03-01T10:00:00Z",
    updated_at: "2027-03-01T10:00:00Z",
    publish_at: null,
    unpublish_at: null,
    ...over,
  });

describe("the post form's schedule fields", () => {
  it("read the zone's wall time out of the API's time with offset", () => {
    expect(wallTimeOf("2027-03-14T09:00:00-07:00")).toBe("2027-03-14T09:00");
    expect(wallTimeOf(null)).toBe("");
    const values = valuesOf(saved({ publish_at: "2027-03-14T09:00:00+01:00" }));
    expect(values.publish_at.value).toBe("2027-03-14T09:00");
  });

  it("send nothing while untouched (a post with and without a schedule)", () => {
    const input = toInput(valuesOf(saved()), SECTIONS.pages);
    expect("publish_at" in input).toBe(false);
    expect("unpublish_at" in input).toBe(false);
    const scheduled = valuesOf(saved({ publish_at: "2027-03-14T09:00:00-07:00" }));
    expect("publish_at" in toInput(scheduled, SECTIONS.pages)).toBe(false);
  });

  it("send a new time as the local wall time the input holds", () => {
    const values = valuesOf(saved());
    const input = toInput(
      {
        ...values,
        publish_at: { ...values.publish_at, value: "2027-03-14T09:00" },
        unpublish_at: { ...values.unpublish_at, value: "2027-03-20T18:30" },
      },
      SECTIONS.members,
    );
    expect(input.publish_at).toBe("2027-03-14T09:00");
    expect(input.unpublish_at).toBe("2027-03-20T18:30");
  });

  it("send null when a time is cleared", () => {
    const values = valuesOf(saved({ unpublish_at: "2027-03-20T18:30:00-07:00" }));
    const input = toInput(
      { ...values, unpublish_at: { ...values.unpublish_at, value: "" } },
      SECTIONS.blog,
    );
    expect(input.unpublish_at).toBeNull();
    expect("publish_at" in input).toBe(false);
  });

  it("refuse an unpublish that is not after the publish before sending", () => {
    const values = valuesOf(saved({ attributes: { title: "A", url: "a", description: "" } }));
    const errors = clientErrors({
      ...values,
      publish_at: { value: "2027-03-14T09:00", initial: "" },
      unpublish_at: { value: "2027-03-14T09:00", initial: "" },
    });
    expect(errors).toEqual({
      unpublish_at: "The unpublish time must be after the publish time.",
    });
  });

  it("summarise a scheduled post for the list's badge", () => {
    expect(scheduleSummary(saved())).toBeNull();
    expect(
      scheduleSummary(
        saved({
          publish_at: "2027-03-14T09:00:00-07:00",
          unpublish_at: "2027-03-20T18:30:00-07:00",
        }),
      ),
    ).toBe("Publishes 14 Mar 2027, 09:00 · Unpublishes 20 Mar 2027, 18:30");
  });
});

describe("the schedule's date and 24-hour time fields", () => {
  it("split a wall time into its date and time, and join them back", () => {
    expect(splitWallTime("2027-03-14T17:00")).toEqual({ date: "2027-03-14", time: "17:00" });
    expect(splitWallTime("")).toEqual({ date: "", time: "" });
    expect(joinWallTime("2027-03-14", "17:00")).toBe("2027-03-14T17:00");
    expect(joinWallTime("", "")).toBe("");
    expect(splitWallTime(joinWallTime("2027-03-14", ""))).toEqual({ date: "2027-03-14", time: "" });
  });

  it("names a half-filled time or one not on the 24-hour clock", () => {
    const value = (v: string) => ({ value: v, initial: "" });
    const whole = "Enter both a date and a time on the 24-hour clock, like 18:30.";
    expect(scheduleErrors(value("2027-03-14T"), value(""))).toEqual({ publish_at: whole });
    expect(scheduleErrors(value(""), value("T05:00 PM"))).toEqual({ unpublish_at: whole });
    expect(scheduleErrors(value("2027-03-14T17:00"), value("2027-03-14T18:00"))).toEqual({});
    expect(scheduleErrors(value("2027-03-14T17:00"), value("2027-03-14T16:00"))).toEqual({
      unpublish_at: "The unpublish time must be after the publish time.",
    });
  });
});
