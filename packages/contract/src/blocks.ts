import { z } from "zod";
import { idSchema } from "./ids.ts";
import { isHttpUrl, isSafeLink } from "./links.ts";

/**
 * The page-builder document (post_body): Puck's data shape with slots for nesting.
 *
 *   { root: { props: {} }, content: Block[] }
 *   Block = { type: BlockType, props: { id, ...the block's props, slots hold Block[] } }
 *
 * On write, media are ids (`image: 12`); an object with an `id` is reduced to its id. On read,
 * the API returns media items (`image: {id, url, alt, width, height, ...}`) and, for blocks that
 * show data (members, cuisines, FAQs, posts), a read-only `resolved` prop that writes drop.
 *
 * This file holds the block types and their props; block-resolved.ts the read-only data of the
 * data blocks; block-document.ts the document's parsing and walking.
 */

export const BLOCK_TYPES = [
  "Heading",
  "RichText",
  "Image",
  "Gallery",
  "Hero",
  "Section",
  "Columns",
  "MemberGrid",
  "CuisineList",
  "Faq",
  "LatestPosts",
  "CallToAction",
  "Form",
  "Video",
  "Spacer",
  "Divider",
  "JoinBand",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Block types whose props name slots (nested block lists), and those slots. */
export const BLOCK_SLOTS: Partial<Record<BlockType, readonly string[]>> = {
  Section: ["content"],
  Columns: ["column1", "column2", "column3"],
};

/** Limits of one document. */
export const BODY_MAX_BYTES = 300_000;
export const BODY_MAX_BLOCKS = 200;
/** Slots inside slots: a Section holding Columns holding a Section is depth 3. */
export const BODY_MAX_NESTING = 4;
export const GALLERY_MAX_IMAGES = 24;
export const MEMBER_GRID_MAX = 48;
export const LATEST_POSTS_MAX = 12;
export const RICH_TEXT_MAX = 50_000;

const text = (max: number) =>
  z.string().max(max, `This text may not be longer than ${max} characters.`);
/**
 * A block's main text: empty while the block is new (it then renders nothing on the public
 * page), so a block saved before it is filled in is still a valid document.
 */
const mainText = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} may not be longer than ${max} characters.`).default("");
/**
 * A button needs both its label and its link, or neither (a new, empty button). Checked only
 * when the props are otherwise valid, so a bad link gets one message.
 */
function buttonPair<T>(label: (p: T) => string, href: (p: T) => string, keys: [string, string]) {
  const when = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;
  type Check = [(p: T) => boolean, { message: string; path: string[]; when: typeof when }];
  const labelCheck: Check = [
    (p) => href(p) === "" || label(p) !== "",
    { message: "The button label is required.", path: [keys[0]], when },
  ];
  const hrefCheck: Check = [
    (p) => label(p) === "" || href(p) !== "",
    { message: "The button link is required.", path: [keys[1]], when },
  ];
  return [labelCheck, hrefCheck] as const;
}

/** A media reference: an id on write (an object with an id is reduced to it). */
export const mediaRefSchema = z
  .union([idSchema, z.looseObject({ id: idSchema })], {
    error: "The media must be a media id.",
  })
  .transform((value) => (typeof value === "number" ? value : value.id));

/** A link a visitor may follow: http(s), a site path, mailto: or tel:. */
export const blockLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === "" || isSafeLink(v, true),
    "The link must be a site path like /members, an http(s) address, mailto: or tel:.",
  );

/** Only YouTube and Vimeo addresses; the embed URL is derived from the id, never the input. */
export function videoEmbedUrl(url: string): string | null {
  if (!isHttpUrl(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, "");
  const youTubeId = /^[A-Za-z0-9_-]{11}$/;
  if (host === "youtu.be") {
    const id = parsed.pathname.slice(1);
    return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id =
      parsed.searchParams.get("v") ??
      /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ??
      "";
    return youTubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(parsed.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
export const VIDEO_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
] as const;

const align = z.enum(["left", "center"]).default("left");
const imageAlt = text(300).default("");

type ButtonProps = { label: string; href: string };
const heroButton = buttonPair<ButtonProps>(
  (p) => p.label,
  (p) => p.href,
  ["label", "href"],
);
type CtaProps = { button_label: string; button_href: string };
const ctaButton = buttonPair<CtaProps>(
  (p) => p.button_label,
  (p) => p.button_href,
  ["button_label", "button_href"],
);

/** Per block type: its props (without `id` and slots). Every prop has a default. */
export const blockPropSchemas = {
  Heading: z.object({
    text: mainText(200, "heading"),
    level: z.enum(["2", "3", "4"]).default("2"),
    align,
  }),
  RichText: z.object({
    /** HTML from the editor's rich-text field; the API sanitizes it (rich-text.ts) on write. */
    text: text(RICH_TEXT_MAX),
  }),
  Image: z
    .object({
      image: mediaRefSchema.nullable().default(null),
      alt: imageAlt,
      caption: text(300).default(""),
      width: z.enum(["content", "wide", "full"]).default("content"),
    })
    .refine((p) => p.image === null || p.alt.trim() !== "", {
      message: "The alt text is required for an image.",
      path: ["alt"],
    }),
  Gallery: z.object({
    images: z
      .array(
        z
          .object({ image: mediaRefSchema.nullable().default(null), alt: imageAlt })
          .refine((p) => p.image === null || p.alt.trim() !== "", {
            message: "The alt text is required for an image.",
            path: ["alt"],
          }),
      )
      .max(GALLERY_MAX_IMAGES)
      .default([]),
    columns: z.enum(["2", "3", "4"]).default("3"),
  }),
  Hero: z.object({
    title: mainText(200, "title"),
    text: text(1000).default(""),
    image: mediaRefSchema.nullable().default(null),
    alt: imageAlt,
    align: z.enum(["left", "center"]).default("left"),
    buttons: z
      .array(
        z
          .object({
            label: mainText(60, "button label"),
            href: blockLinkSchema.default(""),
            style: z.enum(["primary", "secondary"]).default("primary"),
          })
          .refine(...heroButton[0])
          .refine(...heroButton[1]),
      )
      .max(2, "A hero has at most two buttons.")
      .default([]),
  }),
  Section: z.object({
    title: text(200).default(""),
    background: z.enum(["none", "accent", "muted"]).default("none"),
  }),
  Columns: z.object({
    layout: z.enum(["50-50", "33-67", "67-33", "33-33-33"]).default("50-50"),
  }),
  MemberGrid: z.object({
    title: text(200).default(""),
    mode: z.enum(["all", "cuisine", "picked"]).default("all"),
    cuisine_id: idSchema.nullable().default(null),
    member_ids: z.array(idSchema).max(MEMBER_GRID_MAX).default([]),
    limit: z.number().int().min(1).max(MEMBER_GRID_MAX).default(12),
    show_all_link: z.boolean().default(true),
  }),
  CuisineList: z.object({
    title: text(200).default(""),
    show_counts: z.boolean().default(true),
  }),
  Faq: z.object({
    title: text(200).default(""),
    category_id: idSchema.nullable().default(null),
  }),
  LatestPosts: z.object({
    title: text(200).default(""),
    count: z.number().int().min(1).max(LATEST_POSTS_MAX).default(3),
  }),
  CallToAction: z
    .object({
      title: mainText(200, "title"),
      text: text(1000).default(""),
      button_label: mainText(60, "button label"),
      button_href: blockLinkSchema.default(""),
    })
    .refine(...ctaButton[0])
    .refine(...ctaButton[1]),
  Form: z.object({
    form: z.enum(["join", "catering", "contact"]).default("contact"),
    title: text(200).default(""),
    text: text(1000).default(""),
    submit_label: text(60).default(""),
  }),
  Video: z
    .object({
      url: z
        .string()
        .trim()
        .max(500)
        .refine(
          (u) => u === "" || videoEmbedUrl(u) !== null,
          "Only YouTube and Vimeo video addresses are allowed.",
        )
        .default(""),
      title: mainText(200, "video title"),
    })
    .refine((p) => p.url === "" || p.title !== "", {
      message: "The video title is required.",
      path: ["title"],
      when: (payload) => payload.issues.length === 0,
    }),
  Spacer: z.object({ size: z.enum(["sm", "md", "lg", "xl"]).default("md") }),
  Divider: z.object({}),
  /** The site's join invitation (options join_title, join_text) with the join form, here. */
  JoinBand: z.object({}),
} satisfies Record<BlockType, z.ZodType>;

export type BlockProps<T extends BlockType> = z.output<(typeof blockPropSchemas)[T]>;

/**
 * What a dropped block starts with (the editor's defaultProps): empty texts, which the editor's
 * fields explain with placeholders, never copy that could be published by mistake; an empty
 * block renders nothing on the public page. No default link can lead to a missing page.
 */
export const blockDefaults: { [T in BlockType]: z.input<(typeof blockPropSchemas)[T]> } = {
  Heading: { text: "", level: "2", align: "left" },
  RichText: { text: "" },
  Image: { image: null, alt: "", caption: "", width: "content" },
  Gallery: { images: [], columns: "3" },
  Hero: { title: "", text: "", image: null, alt: "", align: "left", buttons: [] },
  Section: { title: "", background: "none" },
  Columns: { layout: "50-50" },
  MemberGrid: {
    title: "",
    mode: "all",
    cuisine_id: null,
    member_ids: [],
    limit: 6,
    show_all_link: true,
  },
  CuisineList: { title: "", show_counts: true },
  Faq: { title: "", category_id: null },
  LatestPosts: { title: "", count: 3 },
  CallToAction: { title: "", text: "", button_label: "", button_href: "" },
  Form: { form: "contact", title: "", text: "", submit_label: "" },
  Video: { url: "", title: "" },
  Spacer: { size: "md" },
  Divider: {},
  JoinBand: {},
};
