import { describe, expect, it } from "vitest";
import { TEST_SEO_ROWS } from "../../testing/fixtures.ts";
import type { PostSeoItem } from "./api.ts";
import {
  applyEdits,
  changedPosts,
  changedRowIds,
  countSeoChanges,
  domainSeoChanged,
  editsAfterSave,
  filterSeoRows,
  postTypeName,
  seoServerErrors,
  snippetText,
  typeOptions,
} from "./seo.ts";

const rows = TEST_SEO_ROWS;

describe("postTypeName", () => {
  it("names the types of POST_TYPES", () => {
    expect(postTypeName(1)).toBe("Page");
    expect(postTypeName(2)).toBe("Member");
    expect(postTypeName(6)).toBe("Blog");
    expect(postTypeName(99)).toBe("Type 99");
  });
});

describe("edits", () => {
  it("applies edits and finds really changed rows", () => {
    const edits = { 2: { no_index: true }, 3: { show_in_sitemap: true } };
    expect(applyEdits(rows[1] as PostSeoItem, edits).no_index).toBe(true);
    expect([...changedRowIds(rows, edits)]).toEqual([2]);
  });

  it("sends changed rows with all three flags", () => {
    const edits = { 2: { no_index: true }, 4: { no_follow: true, show_in_sitemap: false } };
    expect(changedPosts(rows, edits)).toEqual([
      { id: 2, no_index: true, no_follow: false, show_in_sitemap: true },
      { id: 4, no_index: false, no_follow: true, show_in_sitemap: false },
    ]);
  });

  it("counts domain fields and rows", () => {
    const saved = { title: "Trucks", description: "" };
    expect(domainSeoChanged(saved, { title: " Trucks ", description: "" })).toEqual({
      title: false,
      description: false,
    });
    expect(
      countSeoChanges(saved, { title: "New", description: "D" }, rows, { 1: { no_index: true } }),
    ).toBe(3);
    expect(countSeoChanges(saved, saved, rows, {})).toBe(0);
  });

  it("keeps rows toggled again while saving", () => {
    const sent = changedPosts(rows, { 2: { no_index: true }, 3: { no_follow: true } });
    expect(editsAfterSave({ 2: { no_index: true }, 3: { no_follow: false } }, sent)).toEqual({
      3: { no_follow: false },
    });
  });
});

describe("filter", () => {
  it("filters by type and searches title or url", () => {
    expect(filterSeoRows(rows, { type: 2, search: "" }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterSeoRows(rows, { type: null, search: "BUS" }).map((r) => r.id)).toEqual([3]);
    expect(filterSeoRows(rows, { type: null, search: "/blog" }).map((r) => r.id)).toEqual([4]);
    expect(filterSeoRows(rows, { type: 1, search: "taco" })).toEqual([]);
  });

  it("offers the present types with counts", () => {
    expect(typeOptions(rows)).toEqual([
      { value: "all", label: "All (4)" },
      { value: "1", label: "Page (1)" },
      { value: "2", label: "Member (2)" },
      { value: "6", label: "Blog (1)" },
    ]);
  });
});

describe("snippetText", () => {
  it("keeps short text and cuts long text at a word", () => {
    expect(snippetText("  Short   text ", 60)).toBe("Short text");
    const cut = snippetText("The best food trucks of the city in one friendly directory", 30);
    expect(cut).toBe("The best food trucks of the…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});

describe("seoServerErrors", () => {
  it("maps domain and post errors", () => {
    const sent = changedPosts(rows, { 3: { no_index: true } });
    expect(
      seoServerErrors(
        { "domain.title": "Too long.", "posts.0.no_index": "Bad.", "posts.5.id": "Gone." },
        sent,
      ),
    ).toEqual({ title: "Too long.", "post:3": "Bad." });
  });
});
