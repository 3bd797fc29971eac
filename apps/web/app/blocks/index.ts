import type { BlockType } from "@fooddir/contract";
import type { FunctionComponent } from "react";
import { CallToActionBlock } from "./CallToActionBlock.tsx";
import { ColumnsBlock } from "./ColumnsBlock.tsx";
import { CuisineListBlock } from "./CuisineListBlock.tsx";
import { DividerBlock } from "./DividerBlock.tsx";
import { FaqBlock } from "./FaqBlock.tsx";
import { FormBlock } from "./FormBlock.tsx";
import { GalleryBlock } from "./GalleryBlock.tsx";
import { HeadingBlock } from "./HeadingBlock.tsx";
import { HeroBlock } from "./HeroBlock.tsx";
import { ImageBlock } from "./ImageBlock.tsx";
import { JoinBandBlock } from "./JoinBandBlock.tsx";
import { LatestPostsBlock } from "./LatestPostsBlock.tsx";
import { MemberGridBlock } from "./MemberGridBlock.tsx";
import { RichTextBlock } from "./RichTextBlock.tsx";
import { SectionBlock } from "./SectionBlock.tsx";
import { SpacerBlock } from "./SpacerBlock.tsx";
import { VideoBlock } from "./VideoBlock.tsx";

/**
 * The block components by type, for the page builder and the public renderer. Safe for browser
 * bundles (no sanitizer here; render-body.tsx is the server-side renderer).
 */
export const blockComponents = {
  Heading: HeadingBlock,
  RichText: RichTextBlock,
  Image: ImageBlock,
  Gallery: GalleryBlock,
  Hero: HeroBlock,
  Section: SectionBlock,
  Columns: ColumnsBlock,
  MemberGrid: MemberGridBlock,
  CuisineList: CuisineListBlock,
  Faq: FaqBlock,
  LatestPosts: LatestPostsBlock,
  CallToAction: CallToActionBlock,
  Form: FormBlock,
  Video: VideoBlock,
  Spacer: SpacerBlock,
  Divider: DividerBlock,
  JoinBand: JoinBandBlock,
  // biome-ignore lint/suspicious/noExplicitAny: each component takes its own props type
} satisfies Record<BlockType, FunctionComponent<any>>;

export {
  CallToActionBlock,
  ColumnsBlock,
  CuisineListBlock,
  DividerBlock,
  FaqBlock,
  FormBlock,
  GalleryBlock,
  HeadingBlock,
  HeroBlock,
  ImageBlock,
  JoinBandBlock,
  LatestPostsBlock,
  MemberGridBlock,
  RichTextBlock,
  SectionBlock,
  SpacerBlock,
  VideoBlock,
};
