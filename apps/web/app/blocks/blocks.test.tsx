import { BLOCK_TYPES, type BlockMedia, type BlockType, blockDefaults } from "@fooddir/contract";
import type { FunctionComponent, ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { defaults, html, media, parse, render } from "./blocks.fixtures.ts";
import { CuisineListBlock } from "./CuisineListBlock.tsx";
import { FaqBlock } from "./FaqBlock.tsx";
import { GalleryBlock } from "./GalleryBlock.tsx";
import { HeroBlock } from "./HeroBlock.tsx";
import { ImageBlock } from "./ImageBlock.tsx";
import { blockComponents } from "./index.ts";
import { LatestPostsBlock } from "./LatestPostsBlock.tsx";
import { MemberGridBlock } from "./MemberGridBlock.tsx";
import { RichTextBlock } from "./RichTextBlock.tsx";
import { BlockBody, bodyHasHero } from "./render-body.tsx";
import { sanitizeBody } from "./sanitize-body.server.ts";
import { VideoBlock } from "./VideoBlock.tsx";

let nextId = 0;
const block = (type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id: `b${++nextId}`, ...props },
});
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

/** Props every component gets besides a type's defaults (media null, slots empty, form id). */
const extra = { id: "f1", content: null, column1: null, column2: null, column3: null };

describe("every block type", () => {
  it.each(BLOCK_TYPES)("%s renders its defaults, on the page and in the builder", (type) => {
    const Component = blockComponents[type] as FunctionComponent<Record<string, unknown>>;
    const props = { ...extra, ...defaults(type) };
    expect(() => html(<Component {...props} />)).not.toThrow();
    expect(() => html(<Component {...props} editing />)).not.toThrow();
    expect(() =>
      html(<BlockBody body={sanitizeBody(doc(block(type, blockDefaults[type])))} />),
    ).not.toThrow();
  });

  it("renders new, empty blocks as nothing on the public page: no filler copy, no link", () => {
    const body = doc(...BLOCK_TYPES.map((type) => block(type, blockDefaults[type])));
    const page = parse(html(<BlockBody body={sanitizeBody(body)} />));
    // No heading, text, hero, call to action or video until their content is written.
    expect(page.querySelector("h1, h2, h3, h4")).toBeNull();
    expect(page.querySelector(".blk-richtext, .blk-hero, .blk-cta, iframe")).toBeNull();
    expect(page.querySelectorAll("a")).toHaveLength(0);
    // The form has its own fields and labels; layout blocks still draw.
    expect(page.querySelector("form.blk-form__form")).not.toBeNull();
    expect(page.querySelector("hr.blk-divider")).not.toBeNull();
    expect(page.querySelector(".blk-spacer--md")).not.toBeNull();
    expect(page.querySelector(".blk-placeholder")).toBeNull();
    expect(page.body.textContent).not.toMatch(/heading|lorem|write something|street food/i);
  });

  it("shows the builder's placeholders with hints for new blocks", () => {
    for (const type of ["Heading", "Hero", "CallToAction", "Video", "RichText", "JoinBand"]) {
      const Component = blockComponents[type as BlockType] as FunctionComponent<
        Record<string, unknown>
      >;
      const shown = render(<Component {...extra} {...defaults(type as BlockType)} editing />);
      expect(shown.querySelector(".blk-placeholder__hint")?.textContent, type).toBeTruthy();
    }
  });
});

describe("Hero", () => {
  const hero = (title: string, image: BlockMedia | null = null) =>
    block("Hero", { ...blockDefaults.Hero, title, image, alt: `${title} image` });

  it("is the page's h1 when it opens the body, h2 everywhere else", () => {
    const page = render(
      <BlockBody body={sanitizeBody(doc(hero("First", media(1)), hero("Second", media(2))))} />,
    );
    expect(page.querySelector("h1")?.textContent).toBe("First");
    expect(page.querySelectorAll("h1")).toHaveLength(1);
    expect(page.querySelector("h2.blk-hero__title")?.textContent).toBe("Second");
    const [first, second] = page.querySelectorAll("img.blk-hero__img");
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(second.getAttribute("loading")).toBe("lazy");
    expect(bodyHasHero(doc(hero("First")))).toBe(true);
  });

  it("leaves the h1 to the page when another block comes first", () => {
    const body = doc(block("Heading", blockDefaults.Heading), hero("Later"));
    expect(bodyHasHero(body)).toBe(false);
    const page = render(<BlockBody body={sanitizeBody(body)} />);
    expect(page.querySelector("h1")).toBeNull();
    expect(page.querySelector("h2.blk-hero__title")?.textContent).toBe("Later");
  });

  it("counts a malformed first node as absent", () => {
    const body = doc({ type: "Hero", props: "x" }, hero("Opening"));
    expect(bodyHasHero(body)).toBe(true);
    expect(render(<BlockBody body={sanitizeBody(body)} />).querySelector("h1")?.textContent).toBe(
      "Opening",
    );
  });

  it("is nothing without a title, and gives the h1 back to the page", () => {
    const body = doc(hero(""), block("Heading", { ...blockDefaults.Heading, text: "Next" }));
    expect(bodyHasHero(body)).toBe(false);
    const page = render(<BlockBody body={sanitizeBody(body)} />);
    expect(page.querySelector(".blk-hero")).toBeNull();
  });

  it("shows its buttons as links with the image's size, leaving out an unfinished one", () => {
    const page = render(
      <HeroBlock
        {...defaults("Hero")}
        title="Trucks"
        image={media(3)}
        alt="Trucks at the market"
        buttons={[
          { label: "Members", href: "/members", style: "primary" },
          { label: "Contact", href: "/contact", style: "secondary" },
          { label: "", href: "", style: "primary" },
        ]}
      />,
    );
    const links = [...page.querySelectorAll("a.blk-button")];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Members", "/members"],
      ["Contact", "/contact"],
    ]);
    expect(links[1].classList.contains("blk-button--secondary")).toBe(true);
    const img = page.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("Trucks at the market");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1200", "800"]);
  });
});

describe("placeholders", () => {
  const empty: [string, (editing: boolean) => ReactElement][] = [
    ["Image", (e) => <ImageBlock {...defaults("Image")} image={null} editing={e} />],
    ["Gallery", (e) => <GalleryBlock images={[]} columns="3" editing={e} />],
    [
      "Gallery of deleted images",
      (e) => <GalleryBlock images={[{ image: null, alt: "" }]} columns="3" editing={e} />,
    ],
    ["RichText", (e) => <RichTextBlock text="" editing={e} />],
    [
      "MemberGrid",
      (e) => <MemberGridBlock {...defaults("MemberGrid")} mode="picked" editing={e} />,
    ],
    [
      "MemberGrid with none resolved",
      (e) => (
        <MemberGridBlock
          {...defaults("MemberGrid")}
          resolved={{ members: [] }}
          show_all_link
          editing={e}
        />
      ),
    ],
    [
      "CuisineList",
      (e) => <CuisineListBlock {...defaults("CuisineList")} resolved={undefined} editing={e} />,
    ],
    ["Faq", (e) => <FaqBlock {...defaults("Faq")} resolved={{ categories: [] }} editing={e} />],
    [
      "LatestPosts",
      (e) => <LatestPostsBlock {...defaults("LatestPosts")} resolved={undefined} editing={e} />,
    ],
    ["Video", (e) => <VideoBlock url="https://example.com/clip" title="Clip" editing={e} />],
  ];

  it.each(empty)("%s: a dashed hint while editing, nothing on the page", (_name, make) => {
    expect(render(make(true)).querySelector(".blk-placeholder")).not.toBeNull();
    expect(html(make(false))).toBe("");
  });

  it("keeps the builder's inline rich text editor clickable while it is empty", () => {
    const editor = <span contentEditable suppressContentEditableWarning />;
    expect(
      render(<RichTextBlock text={editor} editing />).querySelector(".blk-richtext--editing"),
    ).not.toBeNull();
    expect(
      render(<RichTextBlock text={editor} editing={false} />).querySelector(
        ".blk-richtext--editing",
      ),
    ).toBeNull();
  });

  it("tells an editor which members to pick", () => {
    const picked = html(<MemberGridBlock {...defaults("MemberGrid")} mode="picked" editing />);
    expect(picked).toContain("Pick the members");
  });
});
