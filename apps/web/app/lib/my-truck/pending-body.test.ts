import type { MediaItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { mediaIdsOf, withMediaItems } from "./pending-body.ts";

const item = (id: number) => ({ id, url: `https://x.test/${id}.jpg` }) as unknown as MediaItem;

/** A stored body (a revision's snapshot): media as ids, an Image inside Columns too. */
const stored = {
  root: { props: {} },
  content: [
    { type: "Hero", props: { id: "h", title: "Hi", image: 5 } },
    {
      type: "Columns",
      props: {
        id: "c",
        column1: [{ type: "Image", props: { id: "i", image: 6, alt: "" } }],
        column2: [],
      },
    },
    { type: "Gallery", props: { id: "g", images: [{ image: 7, alt: "a" }, { image: 5 }] } },
    { type: "Text", props: { id: "t", text: "Plain" } },
  ],
};

describe("a pending change's body for the page builder", () => {
  it("finds every image id, nested ones too, once", () => {
    expect(mediaIdsOf(stored).sort()).toEqual([5, 6, 7]);
    expect(mediaIdsOf(null)).toEqual([]);
  });

  it("puts the items read in place of the ids (null when gone) without touching the snapshot", () => {
    const items = new Map<number, MediaItem | null>([
      [5, item(5)],
      [6, item(6)],
      [7, null],
    ]);
    const body = withMediaItems(stored, items) as typeof stored;
    expect(body.content[0].props.image).toEqual(item(5));
    const column = (body.content[1].props.column1 as { props: { image: unknown } }[])[0];
    expect(column.props.image).toEqual(item(6));
    expect(body.content[2].props.images).toEqual([{ image: null, alt: "a" }, { image: item(5) }]);
    expect(stored.content[0].props.image).toBe(5);
  });
});
