import { describe, expect, it } from "vitest";
import { cuisineOptions, faqOptions, postOptions } from "./options.ts";

describe("postOptions (spec §5)", () => {
  it("keeps only posts with _id, title and url", () => {
    const posts = [
      { id: 1, _id: "a", title: "Tacos", url: "tacos" },
      { id: 2, _id: "", title: "No id", url: "x" },
      { id: 3, _id: "c", title: "  ", url: "blank-title" },
      { id: 4, _id: "d", title: "No url", url: null },
      { id: 5, title: "Missing _id", url: "y" },
      { id: 6, _id: "f", title: "Home", url: "/" },
    ];
    expect(postOptions(posts)).toEqual([
      { value: "1", label: "Tacos", url: "tacos" },
      { value: "6", label: "Home", url: "/" },
    ]);
  });
  it("tolerates a missing list", () => {
    expect(postOptions(undefined)).toEqual([]);
  });
});

describe("faqOptions (spec §5)", () => {
  it("keeps only entries with both question and answer", () => {
    const faqs = [
      { id: 1, question: "Q?", answer: "A." },
      { id: 2, question: "Q only", answer: "" },
      { id: 3, question: "", answer: "A only" },
      { id: 4, question: "Null answer", answer: null },
    ];
    expect(faqOptions(faqs)).toEqual([{ value: "1", label: "Q?" }]);
    expect(faqOptions(null)).toEqual([]);
  });
});

describe("cuisineOptions", () => {
  it("maps tags and drops empty titles", () => {
    expect(
      cuisineOptions([
        { id: 3, title: " Mexican " },
        { id: 4, title: "" },
      ]),
    ).toEqual([{ value: "3", label: "Mexican" }]);
  });
});
