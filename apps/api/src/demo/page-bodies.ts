import {
  type BlockDocument,
  type BlockNode,
  type BlockType,
  type blockDefaults,
  parseBlockDocument,
  slugify,
  walkBlocks,
} from "@fooddir/contract";
import type { DomainContent } from "./content.ts";

/**
 * The page-builder documents of the demo posts: pure functions of a domain's content and the ids
 * the seed already has. Each document is checked and normalized with `parseBlockDocument`, so a
 * seeded body is exactly what the editor would save; an invalid one fails the seed.
 */

/** A seeded image: its media id and alt text. */
export type SeedImage = { id: number; alt: string };

export type BodyContext = {
  content: DomainContent;
  site: { address: string; phone: string; email: string; joinTitle: string; joinText: string };
  /** A seeded image by its seed key ("member:3:poster", "option:truck_image", ...). */
  image: (key: string) => SeedImage;
  faqCategoryId: (name: string) => number;
  cuisineTagId: (title: string) => number;
};

type BlockInput<T extends BlockType> = (typeof blockDefaults)[T];

/** A block with the id `{type}-{name}` ("Hero-home"). */
function block<T extends BlockType>(
  type: T,
  name: string,
  props: BlockInput<T>,
  slots: Record<string, BlockNode[]> = {},
): BlockNode {
  return { type, props: { id: `${type}-${name}`, ...props, ...slots } };
}

function document(content: BlockNode[]): BlockDocument {
  const parsed = parseBlockDocument({ root: { props: {} }, content });
  if (!parsed.ok) {
    const issues = parsed.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid demo page body: ${issues.join("; ")}`);
  }
  const ids = [...walkBlocks(parsed.value.content)].map((b) => b.props.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Duplicate block id in a demo page body: ${duplicate}`);
  return parsed.value;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraphs = (texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join("");
const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href).replace(/"/g, "&quot;")}">${escapeHtml(text)}</a>`;

function memberPoster(ctx: BodyContext, name: string): SeedImage {
  const index = ctx.content.members.findIndex(([member]) => member === name);
  if (index < 0) throw new Error(`No demo member named ${name}`);
  return ctx.image(`member:${index}:poster`);
}

function gallery(ctx: BodyContext, name: string, members: string[]): BlockNode {
  const images = members.map((member) => {
    const poster = memberPoster(ctx, member);
    return { image: poster.id, alt: poster.alt };
  });
  return block("Gallery", name, { images, columns: images.length === 4 ? "4" : "3" });
}

/** The url of a catering post, by its title. */
function cateringHref(content: DomainContent, title: string): string {
  if (!content.caterings.some(([t]) => t === title)) throw new Error(`No catering ${title}`);
  return `/${slugify(title)}`;
}

export function homeBody(ctx: BodyContext): BlockDocument {
  const home = ctx.content.pages.home;
  const image = ctx.image("option:truck_image");
  return document([
    block("Hero", "home", {
      title: home.title,
      text: home.text,
      image: image.id,
      alt: home.imageAlt,
      align: "left",
      buttons: [
        { label: "Meet the members", href: "/members", style: "primary" },
        {
          label: home.booking.label,
          href: cateringHref(ctx.content, home.booking.catering),
          style: "secondary",
        },
      ],
    }),
    block("RichText", "intro", {
      text: `<h2>${escapeHtml(home.intro.title)}</h2>${paragraphs(home.intro.text)}`,
    }),
    block("MemberGrid", "home", {
      title: home.membersTitle,
      mode: "all",
      cuisine_id: null,
      member_ids: [],
      limit: 6,
      show_all_link: true,
    }),
    block("CuisineList", "home", { title: home.cuisinesTitle, show_counts: true }),
    block("Divider", "news", {}),
    block("LatestPosts", "home", { title: home.postsTitle, count: 3 }),
    block("Faq", "home", {
      title: home.faqCategory,
      category_id: ctx.faqCategoryId(home.faqCategory),
    }),
    block("Spacer", "join", { size: "md" }),
    // The site's join invitation (options join_title, join_text) with its form, once.
    block("JoinBand", "home", {}),
  ]);
}

export function aboutBody(ctx: BodyContext): BlockDocument {
  const about = ctx.content.pages.about;
  const list = about.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return document([
    block("Hero", "about", { title: "About us", text: about.text }),
    block("RichText", "story", { text: paragraphs([ctx.content.about, ...about.story]) }),
    block("Image", "truck", {
      image: ctx.image("option:truck_image").id,
      alt: "An association food truck, drawn in the site's colors",
      caption: "",
      width: "content",
    }),
    block("Heading", "benefits", { text: about.listTitle, level: "2", align: "left" }),
    block("RichText", "benefits", { text: `<ul>${list}</ul>` }),
    block(
      "Section",
      "join",
      { title: ctx.site.joinTitle, background: "accent" },
      {
        content: [
          block("Form", "join", {
            form: "join",
            title: "",
            text: ctx.site.joinText,
            submit_label: about.joinLabel,
          }),
        ],
      },
    ),
  ]);
}

export function faqBody(ctx: BodyContext): BlockDocument {
  const faq = ctx.content.pages.faq;
  return document([
    block("Hero", "faq", { title: "Frequently asked questions", text: faq.text }),
    block("Faq", "all", { title: "", category_id: null }),
    block("CallToAction", "contact", {
      title: faq.ctaTitle,
      text: faq.ctaText,
      button_label: "Contact us",
      button_href: "/contact",
    }),
  ]);
}

export function contactBody(ctx: BodyContext): BlockDocument {
  const contact = ctx.content.pages.contact;
  const { address, phone, email } = ctx.site;
  const details = [
    `<h2>Visit or call</h2><p>${escapeHtml(address)}</p>`,
    `<p>Phone: ${link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone)}</p>`,
    `<p>Email: ${link(`mailto:${email}`, email)}</p>`,
    `<p>${escapeHtml(contact.hours)}</p>`,
  ].join("");
  return document([
    block("Hero", "contact", { title: "Contact us", text: contact.text }),
    block(
      "Columns",
      "contact",
      { layout: "33-67" },
      {
        column1: [block("RichText", "address", { text: details })],
        column2: [
          block("Form", "contact", {
            form: "contact",
            title: contact.formTitle,
            text: contact.formText,
            submit_label: "",
          }),
        ],
      },
    ),
  ]);
}

/** A catering service: a hero, the text, members' work and the request form. */
export function cateringBody(ctx: BodyContext, index: number): BlockDocument {
  const [title, description, body] = ctx.content.caterings[index];
  const form = ctx.content.pages.catering;
  const background = ctx.image("option:auth_background");
  return document([
    block("Hero", "catering", {
      title,
      text: description,
      image: background.id,
      alt: "",
    }),
    block("RichText", "about", { text: paragraphs(body.text) }),
    gallery(ctx, "members", body.members ?? []),
    block("Form", "request", {
      form: "catering",
      title: form.formTitle,
      text: form.formText,
      submit_label: form.submitLabel,
    }),
  ]);
}

/**
 * A showcase (its poster shows above the body): the story, the members' posters, maybe a video and the members who
 * worked the event (`memberId` turns a member name into its post id).
 */
export function showcaseBody(
  ctx: BodyContext,
  index: number,
  memberId: (name: string) => number,
): BlockDocument {
  const [, , body] = ctx.content.showcases[index];
  const members = body.members ?? [];
  // The page's poster already shows above the body (the public layout), so no Image block here.
  return document([
    block("RichText", "story", { text: paragraphs(body.text) }),
    gallery(ctx, "members", members),
    ...(body.video ? [block("Video", "event", body.video)] : []),
    block("MemberGrid", "picked", {
      title: ctx.content.pages.showcase.membersTitle,
      mode: "picked",
      cuisine_id: null,
      member_ids: members.map(memberId),
      limit: Math.max(1, members.length),
      show_all_link: false,
    }),
  ]);
}

export function blogBody(ctx: BodyContext, index: number): BlockDocument {
  const [, , body] = ctx.content.blog[index];
  return document([block("RichText", "post", { text: paragraphs(body.text) })]);
}

/** A cuisine landing page: a short hero and the members of that cuisine. */
export function cuisineBody(
  ctx: BodyContext,
  cuisine: string,
  title: string,
  text: string,
): BlockDocument {
  return document([
    block("Hero", "cuisine", {
      title,
      text,
      buttons: [{ label: "All members", href: "/members", style: "secondary" }],
    }),
    block("MemberGrid", "cuisine", {
      title: "",
      mode: "cuisine",
      cuisine_id: ctx.cuisineTagId(cuisine),
      member_ids: [],
      limit: 24,
      show_all_link: false,
    }),
  ]);
}
