import { describe, expect, it } from "vitest";
import { parseBlockDocument } from "./block-document.ts";
import { BLOCK_DATA_INPUTS } from "./block-resolved.ts";
import { block, doc, issues, parsed } from "./block-test-helpers.ts";
import {
  BLOCK_TYPES,
  type BlockType,
  blockDefaults,
  blockPropSchemas,
  videoEmbedUrl,
} from "./blocks.ts";

type Props = Record<string, unknown>;

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
    const accepted = (href: string) =>
      blockPropSchemas.CallToAction.safeParse({
        ...blockDefaults.CallToAction,
        button_label: "Go",
        button_href: href,
      }).success;
    const ok = ["/members", "https://example.com/x", "mailto:a@example.com", "tel:+3212345"];
    for (const href of ok) expect(accepted(href), href).toBe(true);
    const bad = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "",
    ];
    for (const href of bad) expect(accepted(href), href).toBe(false);
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
