import type { PostSnapshot } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testSnapshot } from "../../testing/fixtures.ts";
import { blockDiff, htmlText } from "./block-diff.ts";
import { compareSnapshots, fieldChanges, fieldWords, restoreChanges } from "./compare.ts";
import { type Segment, textSegments } from "./text-segments.ts";

const snapshot = (over: Partial<PostSnapshot> = {}): PostSnapshot =>
  testSnapshot({
    title: "About us",
    url: "about-us",
    description: "We sell tacos downtown.",
    post_status_id: 1,
    ...over,
  });

const text = (segments: Segment[], kind: Segment["kind"]) =>
  segments
    .filter((s) => s.kind === kind)
    .map((s) => s.text.trim())
    .join("|");

const block = (type: string, id: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id, ...props },
});
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

/** The diff holds one change: block `move.id` moved `from` one place `to` another. */
function expectOneMove(diff: ReturnType<typeof blockDiff>, move: Record<string, unknown>) {
  expect(diff.changes).toHaveLength(1);
  expect(diff.changes[0]).toMatchObject({ change: "moved", ...move });
}

describe("textSegments", () => {
  it("marks the words that went and came, keeping the shared ones", () => {
    const segments = textSegments("Fresh tacos every Friday", "Fresh burritos every Friday");
    expect(text(segments, "removed")).toBe("tacos");
    expect(text(segments, "added")).toBe("burritos");
    expect(segments.map((s) => s.text).join("")).toContain("Fresh");
    expect(text(segments, "same")).toContain("every Friday");
  });

  it("gives one shared segment for equal texts and none for two empty ones", () => {
    expect(textSegments("Same", "Same")).toEqual([{ kind: "same", text: "Same" }]);
    expect(textSegments("", "")).toEqual([]);
  });

  it("diffs line by line when asked", () => {
    const segments = textSegments(
      "phone: 1\nemail: a@x.co\n",
      "phone: 2\nemail: a@x.co\n",
      "lines",
    );
    expect(text(segments, "removed")).toBe("phone: 1");
    expect(text(segments, "added")).toBe("phone: 2");
    expect(text(segments, "same")).toBe("email: a@x.co");
  });
});

describe("fieldChanges", () => {
  it("lists only the fields that differ, with labels people read", () => {
    const changes = fieldChanges(
      snapshot(),
      snapshot({ title: "About our trucks", post_status_id: 2, no_index: true }),
    );
    expect(changes.map((c) => c.label)).toEqual(["Title", "Status", "Hide from search engines"]);
    const [title, status, noindex] = changes;
    expect(text(title.segments, "removed")).toBe("us");
    expect(text(title.segments, "added")).toBe("our trucks");
    expect(text(status.segments, "removed")).toBe("Draft");
    expect(text(status.segments, "added")).toBe("Published");
    expect(text(noindex.segments, "added")).toBe("Yes");
  });

  it("names cuisines and shows schedule times as wall times of the domain's zone", () => {
    const changes = fieldChanges(
      snapshot({ cuisines: [3] }),
      snapshot({ cuisines: [3, 7], publish_at: "2027-03-14T16:00:00.000Z" }),
      {
        names: new Map([
          [3, "Mexican"],
          [7, "Thai"],
        ]),
        timeZone: "America/Los_Angeles",
      },
    );
    const byLabel = Object.fromEntries(changes.map((c) => [c.label, c.segments]));
    expect(text(byLabel["Publish at"], "added")).toBe("2027-03-14 09:00");
    expect(text(byLabel.Cuisines, "added")).toContain("Thai");
    expect(text(byLabel.Cuisines, "same")).toContain("Mexican");
  });

  it("leaves the builder document to blockDiff", () => {
    expect(fieldChanges(snapshot(), snapshot({ post_body: doc(block("Divider", "a")) }))).toEqual(
      [],
    );
  });
});

describe("blockDiff", () => {
  const heading = (id: string, t: string) => block("Heading", id, { text: t, level: "2" });

  it("lists added and removed blocks and counts the unchanged", () => {
    const before = doc(heading("h1", "Welcome"), block("Divider", "d1"), heading("h2", "Menu"));
    const after = doc(heading("h1", "Welcome"), block("Divider", "d1"), block("Spacer", "s1"));
    const diff = blockDiff(before, after);
    expect(diff.unchanged).toBe(2);
    expect(diff.changes.map((c) => [c.change, c.id])).toEqual([
      ["added", "s1"],
      ["removed", "h2"],
    ]);
    expect(diff.changes[1].label).toBe("Heading “Menu”");
    expect(diff.changes[1].from).toBe("position 3 on the page");
  });

  it("marks a block moved when it left the order the others kept", () => {
    const before = doc(heading("a", "A"), heading("b", "B"), heading("c", "C"), heading("d", "D"));
    const after = doc(heading("a", "A"), heading("c", "C"), heading("d", "D"), heading("b", "B"));
    const diff = blockDiff(before, after);
    expectOneMove(diff, {
      id: "b",
      from: "position 2 on the page",
      to: "position 4 on the page",
      props: [],
    });
    expect(diff.unchanged).toBe(3);
  });

  it("does not call blocks moved that only shifted after an insertion", () => {
    const before = doc(heading("a", "A"), heading("b", "B"));
    const after = doc(block("Divider", "new"), heading("a", "A"), heading("b", "B"));
    const diff = blockDiff(before, after);
    expect(diff.changes.map((c) => c.change)).toEqual(["added"]);
    expect(diff.unchanged).toBe(2);
  });

  it("shows a changed block's props as text diffs (rich text as its visible text)", () => {
    const before = doc(block("RichText", "r", { text: "<p>Open <b>daily</b> at noon</p>" }));
    const after = doc(block("RichText", "r", { text: "<p>Open <b>daily</b> at six</p>" }));
    const [change] = blockDiff(before, after).changes;
    expect(change.change).toBe("changed");
    expect(change.label).toBe("Rich text “Open daily at six”");
    expect(change.props.map((p) => p.prop)).toEqual(["text"]);
    expect(text(change.props[0].segments, "removed")).toBe("noon");
    expect(text(change.props[0].segments, "added")).toBe("six");
  });

  it("follows blocks into slots and out of them, matched by id", () => {
    const before = doc(block("Section", "s", { content: [heading("h", "Hours")] }));
    const after = doc(block("Section", "s", { content: [] }), heading("h", "Opening Hours"));
    const diff = blockDiff(before, after);
    expect(diff.unchanged).toBe(1); // the Section: its slot is not one of its props
    expectOneMove(diff, {
      id: "h",
      from: "position 1 in Section (content)",
      to: "position 2 on the page",
    });
    expect(text(diff.changes[0].props[0].segments, "added")).toBe("Opening");
  });

  it("treats a missing or broken document as empty", () => {
    expect(blockDiff(null, doc(heading("a", "A"))).changes.map((c) => c.change)).toEqual(["added"]);
    expect(blockDiff({ content: "x" }, undefined)).toEqual({ changes: [], unchanged: 0 });
  });
});

describe("compareSnapshots and words", () => {
  it("compares fields and blocks together", () => {
    const result = compareSnapshots(
      snapshot({ post_body: doc(block("Divider", "d")) }),
      snapshot({ title: "New", post_body: doc() }),
    );
    expect(result.fields.map((f) => f.field)).toEqual(["title"]);
    expect(result.blocks.changes.map((c) => c.change)).toEqual(["removed"]);
  });

  it("leaves out of a restore's changes what a restore keeps (order, trash, schedule)", () => {
    const current = snapshot({ title: "Now", position: 4, publish_at: "2027-03-14T09:00:00Z" });
    const target = snapshot({ title: "Then", position: 0, publish_at: null });
    expect(restoreChanges(current, target).fields.map((f) => f.field)).toEqual(["title"]);
  });

  it("says changed field names in words", () => {
    expect(fieldWords(["title"])).toBe("title");
    expect(fieldWords(["title", "description", "post_body"])).toBe(
      "title, description and page content",
    );
    expect(htmlText("<p>Tacos &amp; more</p><p>Daily</p>")).toBe("Tacos & more\nDaily");
  });
});
