import type { BlockMedia, BlockProps, BlockResolved } from "@fooddir/contract";
import type { ReactNode } from "react";

/**
 * Props of the block components (blocks/*.tsx). The same components render in the page builder
 * (Puck) and on the public site (render-body.tsx), so props are plain values: media as media
 * items (or null), slots as rendered nodes, data blocks with the API's `resolved` data.
 * `editing` is true inside the builder: empty blocks then show a visible placeholder instead of
 * rendering nothing.
 */
type Media = BlockMedia | null;
type Common = { editing?: boolean };

export type HeadingBlockProps = Common & BlockProps<"Heading">;
/** `text` is sanitized HTML (a string) or, in the builder, Puck's inline editor node. */
export type RichTextBlockProps = Common & { text: string | ReactNode };
export type ImageBlockProps = Common & Omit<BlockProps<"Image">, "image"> & { image: Media };
export type GalleryBlockProps = Common &
  Omit<BlockProps<"Gallery">, "images"> & { images: { image: Media; alt: string }[] };
/** The first block of a page renders its title as the page's h1; later heroes use h2. */
export type HeroBlockProps = Common &
  Omit<BlockProps<"Hero">, "image"> & { image: Media; headingLevel?: 1 | 2 };
export type SectionBlockProps = Common & BlockProps<"Section"> & { content: ReactNode };
export type ColumnsBlockProps = Common &
  BlockProps<"Columns"> & { column1: ReactNode; column2: ReactNode; column3: ReactNode };
export type MemberGridBlockProps = Common &
  BlockProps<"MemberGrid"> & { resolved?: BlockResolved["MemberGrid"] };
export type CuisineListBlockProps = Common &
  BlockProps<"CuisineList"> & { resolved?: BlockResolved["CuisineList"] };
export type FaqBlockProps = Common & BlockProps<"Faq"> & { resolved?: BlockResolved["Faq"] };
export type LatestPostsBlockProps = Common &
  BlockProps<"LatestPosts"> & { resolved?: BlockResolved["LatestPosts"] };
export type CallToActionBlockProps = Common & BlockProps<"CallToAction">;

/** What a sent "Book a truck" request tells the visitor: whose, when, and how many trucks were asked. */
export type CateringReceiptView = {
  name: string;
  email: string;
  /** The event's local date, `2027-05-14`. */
  event_date: string;
  matched: number;
};

/** What the public page's action answered for one Form block (by block id). */
export type FormBlockState =
  | { status: "sent"; receipt?: CateringReceiptView }
  | {
      status: "error";
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
      /** The checked values of checkbox groups (the catering form's cuisines and dietary needs). */
      lists?: Record<string, string[]>;
    };
export type FormBlockProps = Common &
  BlockProps<"Form"> & {
    /** The block's id: posted back so the page's action knows which form answered. */
    id: string;
    state?: FormBlockState;
    /** Where the form posts: the page it is on by default. */
    action?: string;
  };
export type VideoBlockProps = Common & BlockProps<"Video">;
export type SpacerBlockProps = Common & BlockProps<"Spacer">;
export type DividerBlockProps = Common;
/**
 * The site's join band at this place of the body. `shown` is false where the band does not
 * belong (lib/join-band.ts): the block then renders nothing on the public page.
 */
export type JoinBandBlockProps = Common & { shown?: boolean; state?: FormBlockState };
