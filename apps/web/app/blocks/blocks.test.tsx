import {
  BLOCK_TYPES,
  type BlockMedia,
  type BlockProps,
  type BlockType,
  blockDefaults,
  blockPropSchemas,
  type ResolvedMember,
} from "@fooddir/contract";
import type { FunctionComponent, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CallToActionBlock } from "./CallToActionBlock.tsx";
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

/** A type's defaults as a component gets them (parsed: every prop present). */
const defaults = <T extends BlockType>(type: T) =>
  blockPropSchemas[type].parse(blockDefaults[type]) as BlockProps<T>;
const html = (element: ReactElement) => renderToString(element);
const parse = (markup: string) => new DOMParser().parseFromString(markup, "text/html");
const render = (element: ReactElement) => parse(html(element));

const media = (id: number, url = `/storage/domains/x/${id}.jpg`, alt = ""): BlockMedia => ({
  id,
  url,
  thumbnail_url: url.replace(".jpg", "-thumb.jpg"),
  alt,
  width: 1200,
  height: 800,
});
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

describe("data blocks", () => {
  const members: ResolvedMember[] = [
    {
      id: 7,
      title: "Taco Truck",
      url: "/taco-truck",
      description: "Tacos al pastor.",
      poster: media(1, "/storage/domains/x/poster.jpg", ""),
      logo: media(2),
      cuisines: ["Mexican", "Street food"],
    },
    {
      id: 3,
      title: "Pizza Van",
      url: "/pizza-van",
      description: "",
      poster: null,
      logo: null,
      cuisines: [],
    },
    {
      id: 9,
      title: "Curry Cart",
      url: "/curry",
      description: "Hot.",
      poster: null,
      logo: media(4),
      cuisines: ["Indian"],
    },
  ];

  it("shows every member it was given, in order, each linking to its page", () => {
    const page = render(
      <MemberGridBlock
        {...defaults("MemberGrid")}
        title="Our members"
        limit={2}
        resolved={{ members }}
      />,
    );
    const cards = [...page.querySelectorAll(".blk-members__grid > li")];
    expect(cards).toHaveLength(3);
    // Three cards fill one row of three (lib/grid-columns.ts), not three of four columns.
    expect(page.querySelector(".blk-members__grid")?.className).toContain("blk-grid--lg-3");
    expect(cards.map((c) => c.querySelector("a")?.getAttribute("href"))).toEqual([
      "/taco-truck",
      "/pizza-van",
      "/curry",
    ]);
    expect(cards.map((c) => c.querySelector("h3")?.textContent)).toEqual([
      "Taco Truck",
      "Pizza Van",
      "Curry Cart",
    ]);
    // A poster without alt text is described by the member's name; the logo is decorative.
    expect(cards[0].querySelector(".blk-member__poster")?.getAttribute("alt")).toBe("Taco Truck");
    expect(cards[0].querySelector(".blk-member__logo")?.getAttribute("alt")).toBe("");
    expect(cards[0].querySelectorAll(".blk-member__cuisines li")).toHaveLength(2);
    const all = page.querySelector(".blk-more a");
    expect([all?.textContent, all?.getAttribute("href")]).toEqual(["View all members", "/members"]);
  });

  it("leaves out the link to all members when asked, and uses h2 cards without a title", () => {
    const page = render(
      <MemberGridBlock
        {...defaults("MemberGrid")}
        title=""
        show_all_link={false}
        resolved={{ members }}
      />,
    );
    expect(page.querySelector('a[href="/members"]')).toBeNull();
    expect(page.querySelectorAll("h2.blk-member__title")).toHaveLength(3);
  });

  it("lists cuisines with counts as links: to their page, else to the members who cook them", () => {
    const page = render(
      <CuisineListBlock
        {...defaults("CuisineList")}
        resolved={{
          cuisines: [
            { id: 1, title: "Mexican", url: "/mexican", count: 1 },
            { id: 2, title: "Thai", url: null, count: 1200 },
            { id: 3, title: "Pastry & Cakes", url: null, count: 2 },
          ],
        }}
      />,
    );
    const items = [...page.querySelectorAll(".blk-cuisines__item")];
    expect(items[0].tagName).toBe("A");
    expect(items[0].getAttribute("href")).toBe("/mexican");
    expect(items[0].textContent).toBe("Mexican1 member");
    // Every chip is a real link (issue 38): none only looks like one.
    expect(items.map((item) => item.tagName)).toEqual(["A", "A", "A"]);
    expect(items[1].getAttribute("href")).toBe("/members?cuisine=thai");
    expect(items[1].textContent).toBe("Thai1,200 members");
    expect(items[2].getAttribute("href")).toBe("/members?cuisine=pastry-cakes");
  });

  it("shows questions as details/summary, grouped when there are several categories", () => {
    const page = render(
      <FaqBlock
        {...defaults("Faq")}
        title="Questions"
        resolved={{
          categories: [
            {
              id: 1,
              name: "Booking",
              faqs: [{ id: 1, question: "How early?", answer: "A month.\nOr two." }],
            },
            {
              id: null,
              name: "Other questions",
              faqs: [{ id: 2, question: "Vegan?", answer: "Yes." }],
            },
          ],
        }}
      />,
    );
    const details = [...page.querySelectorAll("details")];
    expect(details.map((d) => d.querySelector("summary")?.textContent)).toEqual([
      "How early?",
      "Vegan?",
    ]);
    expect(details[0].querySelector(".blk-faq__answer")?.textContent).toBe("A month.\nOr two.");
    expect([...page.querySelectorAll("h3")].map((h) => h.textContent)).toEqual([
      "Booking",
      "Other questions",
    ]);
  });

  it("shows the latest posts with their date", () => {
    const page = render(
      <LatestPostsBlock
        {...defaults("LatestPosts")}
        title="Latest news"
        resolved={{
          posts: [
            {
              id: 1,
              title: "Summer market",
              url: "/blog/summer",
              description: "We were there.",
              poster: media(5),
              created_at: "2025-03-01T10:00:00.000Z",
            },
          ],
        }}
      />,
    );
    expect(page.querySelector("h3 a")?.getAttribute("href")).toBe("/blog/summer");
    expect(page.querySelector("time")?.getAttribute("datetime")).toBe("2025-03-01");
    expect(page.querySelector("time")?.textContent).toBe("1 March 2025");
    expect(page.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });
});

describe("CallToAction", () => {
  const cta = (props: Partial<BlockProps<"CallToAction">>) =>
    render(<CallToActionBlock {...defaults("CallToAction")} {...props} />);

  it("shows its title, text and button", () => {
    const page = cta({
      title: "Book us",
      text: "Any date.",
      button_label: "Ask",
      button_href: "/contact",
    });
    expect(page.querySelector("h2")?.textContent).toBe("Book us");
    const button = page.querySelector("a.blk-button");
    expect([button?.textContent, button?.getAttribute("href")]).toEqual(["Ask", "/contact"]);
  });

  it("renders no link when its link is empty, and nothing at all without a title", () => {
    expect(
      cta({ title: "Book us", button_label: "Ask", button_href: "" }).querySelector("a"),
    ).toBeNull();
    expect(
      cta({ title: "Book us", button_label: "", button_href: "/contact" }).querySelector("a"),
    ).toBeNull();
    expect(html(<CallToActionBlock {...defaults("CallToAction")} />)).toBe("");
  });
});

describe("Video", () => {
  it("embeds YouTube from the privacy-enhanced origin, lazily, with a title", () => {
    const frame = render(
      <VideoBlock url="https://youtu.be/aqz-KE-bpKQ" title="Our trucks" />,
    ).querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(frame?.getAttribute("title")).toBe("Our trucks");
    expect(frame?.getAttribute("loading")).toBe("lazy");
  });

  it("embeds Vimeo from its player", () => {
    const frame = render(<VideoBlock url="https://vimeo.com/76979871" title="V" />).querySelector(
      "iframe",
    );
    expect(frame?.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871");
  });
});

describe("Gallery and Image", () => {
  it("gives every image its alt text and size, loaded lazily", () => {
    const page = render(
      <GalleryBlock
        columns="4"
        images={[
          { image: media(1), alt: "Tacos" },
          { image: null, alt: "" },
          { image: media(2, "/storage/domains/x/2.jpg", "Media alt"), alt: "" },
        ]}
      />,
    );
    const imgs = [...page.querySelectorAll("img")];
    expect(imgs.map((i) => i.getAttribute("alt"))).toEqual(["Tacos", "Media alt"]);
    expect(
      imgs.every((i) => i.getAttribute("loading") === "lazy" && i.getAttribute("width") === "1200"),
    ).toBe(true);
  });

  it("shows a caption under the image", () => {
    const page = render(
      <ImageBlock image={media(1)} alt="A truck" caption="At the fair" width="wide" />,
    );
    expect(page.querySelector("figure.blk-image--wide figcaption")?.textContent).toBe(
      "At the fair",
    );
  });
});
