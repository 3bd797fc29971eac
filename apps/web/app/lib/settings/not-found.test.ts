import type { ErrorPage, MediaItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  errorsForFields,
  isDirty,
  mergeSelection,
  moveMember,
  toErrorPageBody,
  validateErrorPage,
  valuesFromPage,
} from "./not-found.ts";

const image = { id: 5, url: "/m/5.jpg", alt: "Truck" } as MediaItem;
const page: ErrorPage = {
  title: "Oops!",
  subtitle: "PAGE NOT FOUND.",
  section_title: "Meet the members",
  section_text: "",
  truck_image: image,
  members: [3, 99, 1, 3],
};
const members = [1, 2, 3].map((id) => ({ id, _id: `u${id}`, title: `M${id}`, url: `m${id}` }));

describe("valuesFromPage", () => {
  it("drops ids that are not members and duplicates, keeping the order", () => {
    const { values, dropped } = valuesFromPage(page, members);
    expect(values.members).toEqual([3, 1]);
    expect(dropped).toBe(2);
    expect(values.truck_image).toBe(image);
  });
  it("reports nothing dropped when all resolve", () => {
    expect(valuesFromPage({ ...page, members: [2, 1] }, members).dropped).toBe(0);
  });
});

describe("toErrorPageBody and isDirty", () => {
  it("sends truck_image_id and trimmed texts", () => {
    const { values } = valuesFromPage(page, members);
    expect(toErrorPageBody({ ...values, title: " Hi " })).toEqual({
      title: "Hi",
      subtitle: "PAGE NOT FOUND.",
      section_title: "Meet the members",
      section_text: "",
      truck_image_id: 5,
      members: [3, 1],
    });
    expect(toErrorPageBody({ ...values, truck_image: null }).truck_image_id).toBeNull();
  });
  it("sees order changes and ignores whitespace-only edits", () => {
    const { values } = valuesFromPage(page, members);
    expect(isDirty({ ...values, title: "Oops! " }, values)).toBe(false);
    expect(isDirty({ ...values, members: [1, 3] }, values)).toBe(true);
  });
});

describe("mergeSelection and moveMember", () => {
  it("keeps the order of kept members and appends new ones", () => {
    expect(mergeSelection([3, 1, 2], [2, 3, 7])).toEqual([3, 2, 7]);
    expect(mergeSelection([], [4, 4, 5])).toEqual([4, 5]);
  });
  it("caps the list at 24 members", () => {
    const many = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(mergeSelection([], many)).toHaveLength(24);
  });
  it("moves a member onto another's place", () => {
    expect(moveMember([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
    expect(moveMember([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(moveMember([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe("errors", () => {
  it("maps nested and unknown keys", () => {
    expect(errorsForFields({ "members.2": "bad", truck_image_id: "x", foo: "y" })).toEqual({
      members: "bad",
      truck_image_id: "x",
      form: "y",
    });
  });
  it("uses the contract's messages", () => {
    const { values } = valuesFromPage(page, members);
    const r = validateErrorPage({ ...values, title: "x".repeat(151) });
    expect(r).toEqual({
      ok: false,
      errors: { title: "The title may not be greater than 150 characters." },
    });
    expect(validateErrorPage(values).ok).toBe(true);
  });
});
