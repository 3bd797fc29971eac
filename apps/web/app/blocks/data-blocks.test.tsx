import type { BlockProps, ResolvedMember } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { defaults, html, media, render } from "./blocks.fixtures.ts";
import { CallToActionBlock } from "./CallToActionBlock.tsx";
import { CuisineListBlock } from "./CuisineListBlock.tsx";
import { FaqBlock } from "./FaqBlock.tsx";
import { GalleryBlock } from "./GalleryBlock.tsx";
import { ImageBlock } from "./ImageBlock.tsx";
import { LatestPostsBlock } from "./LatestPostsBlock.tsx";
import { MemberGridBlock } from "./MemberGridBlock.tsx";
import { VideoBlock } from "./VideoBlock.tsx";

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
