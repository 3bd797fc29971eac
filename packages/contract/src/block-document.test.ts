import { describe, expect, it } from "vitest";
import {
  type BlockNode,
  blockDocumentSchema,
  parseBlockDocument,
  walkBlocks,
} from "./block-document.ts";
import { block, doc, issues, parsed } from "./block-test-helpers.ts";
import { BODY_MAX_BLOCKS, BODY_MAX_BYTES, BODY_MAX_NESTING } from "./blocks.ts";

describe("parseBlockDocument", () => {
  it("refuses what is not a document", () => {
    for (const input of [null, [], "x", 5]) {
      expect(issues(input)).toEqual([
        { path: [], message: "The page body must be an object with content." },
      ]);
    }
    expect(issues({ root: {}, content: [], extra: 1 })).toEqual([
      { path: ["extra"], message: "Unknown key in the page body." },
    ]);
    expect(issues({ content: {} })[0].path).toEqual(["content"]);
  });

  it("allows empty zones only", () => {
    expect(parsed({ content: [], zones: {} })).toEqual({ root: { props: {} }, content: [] });
    expect(issues({ content: [], zones: { "a:b": [] } })[0].path).toEqual(["zones"]);
  });

  it("checks each block's shape, type and id", () => {
    const found = issues(
      doc(
        "text",
        { type: "Heading", props: [] },
        { type: "Nope", props: {} },
        { type: "Divider", props: { id: "a b" } },
        { type: "Divider", props: {} },
        { type: "Divider", props: { id: "ok" }, readOnly: {} },
      ),
    );
    expect(found.map((i) => i.path)).toEqual([
      ["content", 0],
      ["content", 1, "props"],
      ["content", 2, "type"],
      ["content", 3, "props", "id"],
      ["content", 4, "props", "id"],
      ["content", 5, "readOnly"],
    ]);
  });

  it("refuses a body larger than the limit", () => {
    const text = "x".repeat(40_000);
    const big = doc(
      ...Array.from({ length: Math.ceil(BODY_MAX_BYTES / 40_000) + 1 }, () =>
        block("RichText", { text }),
      ),
    );
    expect(issues(big)).toEqual([
      { path: [], message: `The page body may not be larger than ${BODY_MAX_BYTES} bytes.` },
    ]);
  });

  it("counts blocks in slots towards the limit", () => {
    const half = Array.from({ length: BODY_MAX_BLOCKS / 2 }, () => block("Divider"));
    expect(parsed(doc(...half.slice(1), block("Section", { content: half }))).content).toHaveLength(
      BODY_MAX_BLOCKS / 2,
    );
    const found = issues(doc(...half, block("Section", { content: half })));
    expect(found).toEqual([
      {
        path: ["content", BODY_MAX_BLOCKS / 2, "props", "content", BODY_MAX_BLOCKS / 2 - 1],
        message: `A page may hold at most ${BODY_MAX_BLOCKS} blocks.`,
      },
    ]);
  });

  it("limits nesting", () => {
    const nest = (levels: number) => {
      let node: unknown = block("Heading");
      for (let i = 0; i < levels; i++) node = block("Section", { content: [node] });
      return doc(node);
    };
    expect(parseBlockDocument(nest(BODY_MAX_NESTING)).ok).toBe(true);
    const found = issues(nest(BODY_MAX_NESTING + 1));
    expect(found).toHaveLength(1);
    expect(found[0].message).toBe(`Blocks may be nested at most ${BODY_MAX_NESTING} levels deep.`);
    expect(found[0].path.at(-1)).toBe("content");
  });

  it("parses slots as block lists, empty when missing", () => {
    const [columns] = parsed(
      doc({ type: "Columns", props: { id: "c", column1: [block("Heading")] } }),
    ).content;
    expect(columns.props.column1).toHaveLength(1);
    expect(columns.props.column2).toEqual([]);
    expect(columns.props.column3).toEqual([]);
    expect(issues(doc(block("Section", { content: "x" })))[0].path).toEqual([
      "content",
      0,
      "props",
      "content",
    ]);
  });

  it("reduces media objects to their ids", () => {
    const [image, gallery, hero] = parsed(
      doc(
        block("Image", { image: { id: 5, url: "/storage/x.png", alt: "a" }, alt: "A" }),
        block("Gallery", {
          images: [
            { image: { id: 3 }, alt: "B" },
            { image: "7", alt: "C" },
            { image: null, alt: "" },
          ],
        }),
        block("Hero", { image: 9, alt: "D" }),
      ),
    ).content;
    expect(image.props.image).toBe(5);
    expect(gallery.props.images).toEqual([
      { image: 3, alt: "B" },
      { image: 7, alt: "C" },
      { image: null, alt: "" },
    ]);
    expect(hero.props.image).toBe(9);
    expect(
      issues(doc(block("Image", { image: { id: "x" }, alt: "A" })))[0].path.slice(0, 4),
    ).toEqual(["content", 0, "props", "image"]);
    expect(issues(doc(block("Image", { image: 0, alt: "A" })))[0].path).toEqual([
      "content",
      0,
      "props",
      "image",
    ]);
  });

  it("drops resolved data", () => {
    const [grid, faq] = parsed(
      doc(
        block("MemberGrid", { resolved: { members: [{ id: 1 }] } }),
        block("Section", { content: [block("Faq", { resolved: { categories: [] } })] }),
      ),
    ).content;
    expect(grid.props).not.toHaveProperty("resolved");
    expect((faq.props.content as BlockNode[])[0].props).not.toHaveProperty("resolved");
  });

  it("keeps rich text as given (the API sanitizes it on write)", () => {
    const [rich] = parsed(doc(block("RichText", { text: "<p>Hi</p>" }))).content;
    expect(rich.props.text).toBe("<p>Hi</p>");
  });
});

describe("blockDocumentSchema", () => {
  it("passes null and reports issues with their paths", () => {
    expect(blockDocumentSchema.parse(null)).toBeNull();
    const result = blockDocumentSchema.safeParse(doc(block("Heading", { level: "9" })));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["content", 0, "props", "level"]]);
  });
});

describe("walkBlocks", () => {
  it("visits every block depth first, slots included", () => {
    const value = parsed(
      doc(
        block("Heading"),
        block("Columns", {
          column1: [block("Section", { content: [block("Faq")] })],
          column3: [block("Divider")],
        }),
        block("Spacer"),
      ),
    );
    expect([...walkBlocks(value.content)].map((b) => b.type)).toEqual([
      "Heading",
      "Columns",
      "Section",
      "Faq",
      "Divider",
      "Spacer",
    ]);
  });
});
