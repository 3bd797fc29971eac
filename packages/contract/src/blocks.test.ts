import { describe, expect, it } from "vitest";
import {
  BLOCK_DATA_INPUTS,
  BLOCK_TYPES,
  type BlockNode,
  type BlockType,
  BODY_MAX_BLOCKS,
  BODY_MAX_BYTES,
  BODY_MAX_NESTING,
  blockDefaults,
  blockDocumentSchema,
  blockPropSchemas,
  parseBlockDocument,
  videoEmbedUrl,
  walkBlocks,
} from "./blocks.ts";

type Props = Record<string, unknown>;
let next = 0;
const block = (type: string, props: Props = {}) => ({
  type,
  props: {
    id: `b${++next}`,
    ...((blockDefaults as Record<string, Props>)[type] ?? {}),
    ...props,
  },
});
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

function parsed(input: unknown) {
  const result = parseBlockDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
function issues(input: unknown) {
  const result = parseBlockDocument(input);
  if (result.ok) throw new Error("expected issues");
  return result.issues;
}

describe("block defaults", () => {
  it.each(BLOCK_TYPES)("%s: the defaults parse, strictly, as a dropped block", (type) => {
    expect(blockPropSchemas[type].safeParse(blockDefaults[type]).success).toBe(true);
    const value = parsed(doc(block(type)));
    expect(value.content[0].type).toBe(type);
  });
});

/** One bad value per type and where its issue must point (under the block's props). */
const BAD: Record<BlockType, [Props, (string | number)[]]> = {
  Heading: [{ text: 5 }, ["text"]],
  RichText: [{ text: 5 }, ["text"]],
  Image: [{ image: 3, alt: " " }, ["alt"]],
  Gallery: [{ images: [{ image: "x", alt: "a" }] }, ["images", 0, "image"]],
  Hero: [
    { buttons: [{ label: "Go", href: "javascript:alert(1)", style: "primary" }] },
    ["buttons", 0, "href"],
  ],
  Section: [{ background: "red" }, ["background"]],
  Columns: [{ layout: "25-75" }, ["layout"]],
  MemberGrid: [{ limit: 49 }, ["limit"]],
  CuisineList: [{ show_counts: "yes" }, ["show_counts"]],
  Faq: [{ category_id: 0 }, ["category_id"]],
  LatestPosts: [{ count: 13 }, ["count"]],
  CallToAction: [{ button_href: "data:text/html,x" }, ["button_href"]],
  Form: [{ form: "newsletter" }, ["form"]],
  Video: [{ url: "https://evil.example/watch?v=aqz-KE-bpKQ" }, ["url"]],
  Spacer: [{ size: "xxl" }, ["size"]],
  Divider: [{ color: "red" }, []],
  JoinBand: [{ title: "Join" }, []],
};

describe("BLOCK_DATA_INPUTS", () => {
  it("names props the data blocks really have (the builder refreshes data when they change)", () => {
    expect(Object.keys(BLOCK_DATA_INPUTS).sort()).toEqual(
      ["CuisineList", "Faq", "LatestPosts", "MemberGrid"].sort(),
    );
    for (const [type, keys] of Object.entries(BLOCK_DATA_INPUTS)) {
      const defaults = blockDefaults[type as keyof typeof BLOCK_DATA_INPUTS];
      for (const key of keys) expect(Object.keys(defaults), `${type}.${key}`).toContain(key);
      expect(keys, `${type} never refreshes on its title`).not.toContain("title");
    }
  });
});

describe("block props", () => {
  it.each(BLOCK_TYPES)("%s: a bad value is an issue at its path", (type) => {
    const [bad, path] = BAD[type];
    const found = issues(doc(block("Heading"), block(type, bad)));
    expect(found).toHaveLength(1);
    expect(found[0].path).toEqual(["content", 1, "props", ...path]);
  });

  it("names unknown props", () => {
    expect(issues(doc(block("Heading", { onclick: "x", style: "y" })))).toEqual([
      { path: ["content", 0, "props"], message: "Unknown prop: onclick, style." },
    ]);
  });

  it("fills missing props with defaults", () => {
    const [grid] = parsed(doc({ type: "MemberGrid", props: { id: "g" } })).content;
    expect(grid.props).toEqual({
      id: "g",
      title: "",
      mode: "all",
      cuisine_id: null,
      member_ids: [],
      limit: 12,
      show_all_link: true,
    });
  });

  it("accepts site paths, http(s), mailto and tel links only", () => {
    const ok = ["/members", "https://example.com/x", "mailto:a@example.com", "tel:+3212345"];
    for (const href of ok) {
      expect(
        blockPropSchemas.CallToAction.safeParse({
          ...blockDefaults.CallToAction,
          button_label: "Go",
          button_href: href,
        }).success,
        href,
      ).toBe(true);
    }
    const bad = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "",
    ];
    for (const href of bad) {
      expect(
        blockPropSchemas.CallToAction.safeParse({
          ...blockDefaults.CallToAction,
          button_label: "Go",
          button_href: href,
        }).success,
        href,
      ).toBe(false);
    }
  });
});

describe("a new, empty block (issue 27)", () => {
  it.each(BLOCK_TYPES)("%s: starts without filler copy and saves while still empty", (type) => {
    const texts = Object.values(blockDefaults[type] as Props).filter((v) => typeof v === "string");
    const enums = new Set([
      "2",
      "3",
      "4",
      "left",
      "content",
      "none",
      "50-50",
      "all",
      "contact",
      "md",
    ]);
    for (const value of texts)
      expect(enums.has(value as string) || value === "", `${type}: ${value}`).toBe(true);
    expect(parseBlockDocument(doc(block(type))).ok).toBe(true);
  });

  it("links nowhere by default: no default link can lead to a missing page", () => {
    expect(blockDefaults.CallToAction.button_href).toBe("");
    expect(blockDefaults.Hero.buttons).toEqual([]);
  });

  it("accepts empty main texts, but a button needs both its label and its link", () => {
    const cta = (props: Props) => issues(doc(block("CallToAction", props)));
    expect(cta({ button_href: "/members" })).toEqual([
      { path: ["content", 0, "props", "button_label"], message: "The button label is required." },
    ]);
    expect(cta({ button_label: "Join" })).toEqual([
      { path: ["content", 0, "props", "button_href"], message: "The button link is required." },
    ]);
    const hero = issues(
      doc(block("Hero", { buttons: [{ label: "", href: "/members", style: "primary" }] })),
    );
    expect(hero).toEqual([
      {
        path: ["content", 0, "props", "buttons", 0, "label"],
        message: "The button label is required.",
      },
    ]);
    expect(parsed(doc(block("Hero", { buttons: [{ label: "", href: "" }] }))).content).toHaveLength(
      1,
    );
    expect(issues(doc(block("Video", { url: "https://youtu.be/aqz-KE-bpKQ" })))).toEqual([
      { path: ["content", 0, "props", "title"], message: "The video title is required." },
    ]);
  });
});

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

describe("videoEmbedUrl", () => {
  const yt = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", yt],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=10", yt],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ", yt],
    ["https://youtu.be/aqz-KE-bpKQ", yt],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", yt],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", yt],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", yt],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
  ])("%s -> %s", (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    "",
    "javascript:alert(1)",
    "ftp://youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ%22onload",
    "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    "https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ",
    "https://vimeo.com/channels/staffpicks",
    "https://youtu.be/",
    "not a url",
  ])("refuses %j", (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });
});
