import { BLOCK_DATA_INPUTS, BLOCK_SLOTS, type BlockType, blockDefaults } from "@fooddir/contract";
import type { ComponentConfig, Config } from "@puckeditor/core";
import type { ComponentType, ReactNode } from "react";
import { CallToActionBlock } from "../../blocks/CallToActionBlock.tsx";
import { ColumnsBlock } from "../../blocks/ColumnsBlock.tsx";
import { CuisineListBlock } from "../../blocks/CuisineListBlock.tsx";
import { DividerBlock } from "../../blocks/DividerBlock.tsx";
import { FaqBlock } from "../../blocks/FaqBlock.tsx";
import { FormBlock } from "../../blocks/FormBlock.tsx";
import { GalleryBlock } from "../../blocks/GalleryBlock.tsx";
import { HeadingBlock } from "../../blocks/HeadingBlock.tsx";
import { HeroBlock } from "../../blocks/HeroBlock.tsx";
import { ImageBlock } from "../../blocks/ImageBlock.tsx";
import { JoinBandBlock } from "../../blocks/JoinBandBlock.tsx";
import { LatestPostsBlock } from "../../blocks/LatestPostsBlock.tsx";
import { MemberGridBlock } from "../../blocks/MemberGridBlock.tsx";
import { RichTextBlock } from "../../blocks/RichTextBlock.tsx";
import { SectionBlock } from "../../blocks/SectionBlock.tsx";
import { SpacerBlock } from "../../blocks/SpacerBlock.tsx";
import { VideoBlock } from "../../blocks/VideoBlock.tsx";
import { builderApi } from "../../lib/builder/api.ts";
import type { SiteFrameData } from "../../lib/builder/site-frame.ts";
import { blockFields } from "./block-fields.tsx";
import { SiteFrame } from "./SiteFrame.tsx";

// biome-ignore lint/suspicious/noExplicitAny: Puck hands every block its own prop shape.
type AnyProps = Record<string, any>;
type Slot = (props?: { minEmptyHeight?: number; className?: string }) => ReactNode;

const LABELS: Record<BlockType, string> = {
  Heading: "Heading",
  RichText: "Rich text",
  Image: "Image",
  Gallery: "Gallery",
  Hero: "Hero",
  Section: "Section",
  Columns: "Columns",
  MemberGrid: "Member grid",
  CuisineList: "Cuisine list",
  Faq: "FAQ",
  LatestPosts: "Latest posts",
  CallToAction: "Call to action",
  Form: "Form",
  Video: "Video",
  Spacer: "Spacer",
  Divider: "Divider",
  JoinBand: "Join band",
};

/** A block of the canvas by its Puck id (`{type}-{uuid}`): its label and whether it has slots. */
export function describeBlock(blockId: string) {
  const type = blockId.split("-")[0] as BlockType;
  if (!Object.hasOwn(LABELS, type)) return null;
  return { label: LABELS[type], hasSlots: (BLOCK_SLOTS[type]?.length ?? 0) > 0 };
}

type DataBlock = keyof typeof BLOCK_DATA_INPUTS;
const isDataBlock = (type: string): type is DataBlock => Object.hasOwn(BLOCK_DATA_INPUTS, type);

/**
 * Data blocks show what the public page will show: the API resolves them like a page read, when
 * the block is dropped or opened without data and when a prop the data depends on changes.
 */
async function resolveBlockData(
  type: DataBlock,
  data: { props: AnyProps },
  params: { changed: Partial<Record<string, boolean>>; trigger: string },
) {
  const { resolved, id, ...props } = data.props;
  if (params.trigger === "load" && resolved) return data;
  const inputs: readonly string[] = BLOCK_DATA_INPUTS[type];
  const inputChanged = inputs.some((key) => params.changed[key]);
  if (params.trigger !== "insert" && params.trigger !== "load" && !inputChanged) return data;
  try {
    const next = await builderApi.resolveBlock({ type, props });
    return { ...data, props: { ...data.props, resolved: next.resolved } };
  } catch {
    return data;
  }
}

/** An image's alt text starts as the library's alt text when the block has none yet. */
function prefillAlt(
  data: { props: AnyProps },
  params: { changed: Partial<Record<string, boolean>> },
) {
  const image = data.props.image as { alt?: string } | null;
  if (params.changed.image && image?.alt && !String(data.props.alt ?? "").trim()) {
    return { ...data, props: { ...data.props, alt: image.alt } };
  }
  return data;
}

/** The shared components take typed props; Puck hands them its loosely typed ones. */
const loose = (component: unknown) => component as ComponentType<AnyProps>;
const COMPONENTS: Record<BlockType, ComponentType<AnyProps>> = {
  Heading: loose(HeadingBlock),
  RichText: loose(RichTextBlock),
  Image: loose(ImageBlock),
  Gallery: loose(GalleryBlock),
  Hero: loose(HeroBlock),
  Section: loose(SectionBlock),
  Columns: loose(ColumnsBlock),
  MemberGrid: loose(MemberGridBlock),
  CuisineList: loose(CuisineListBlock),
  Faq: loose(FaqBlock),
  LatestPosts: loose(LatestPostsBlock),
  CallToAction: loose(CallToActionBlock),
  Form: loose(FormBlock),
  Video: loose(VideoBlock),
  Spacer: loose(SpacerBlock),
  Divider: loose(DividerBlock),
  JoinBand: loose(JoinBandBlock),
};

/** Slots become Puck drop zones laid out like the public page's slot wrapper. */
const slot = (s: Slot | undefined) => (s ? s({ minEmptyHeight: 96, className: "blk-slot" }) : null);

const render = (type: BlockType) => {
  const Component = COMPONENTS[type];
  return ({ puck, ...props }: AnyProps) => {
    const extra: AnyProps = { editing: puck?.isEditing ?? false };
    if (type === "Hero") extra.headingLevel = 2;
    if (type === "Section") extra.content = slot(props.content);
    if (type === "Columns") {
      extra.column1 = slot(props.column1);
      extra.column2 = slot(props.column2);
      extra.column3 = props.layout === "33-33-33" ? slot(props.column3) : null;
    }
    return <Component {...props} {...extra} />;
  };
};

function componentConfig(type: BlockType): ComponentConfig<AnyProps> {
  const config: ComponentConfig<AnyProps> = {
    label: LABELS[type],
    fields: blockFields[type],
    defaultProps: structuredClone(blockDefaults[type]) as AnyProps,
    render: render(type) as ComponentConfig<AnyProps>["render"],
  };
  if (isDataBlock(type)) {
    config.resolveData = (data, params) => resolveBlockData(type, data, params);
  }
  if (type === "Image") config.resolveData = (data, params) => prefillAlt(data, params);
  if (type === "Hero") config.resolveData = (data, params) => prefillAlt(data, params);
  if (type === "MemberGrid") {
    config.resolveFields = (data, { fields }) => {
      const { cuisine_id, member_ids, ...rest } = fields as AnyProps;
      return {
        ...rest,
        ...(data.props.mode === "cuisine" ? { cuisine_id } : {}),
        ...(data.props.mode === "picked" ? { member_ids } : {}),
      };
    };
  }
  return config;
}

/**
 * The builder's configuration: every block of the shared set, grouped as the sidebar shows, on a
 * canvas framed like the public page (the site's header and footer, `site`, at `path`).
 */
export function createPuckConfig(
  colorVars: Record<string, string>,
  site: SiteFrameData,
  path = "",
): Config {
  const components = Object.fromEntries(
    (Object.keys(LABELS) as BlockType[]).map((type) => [type, componentConfig(type)]),
  );
  return {
    components,
    categories: {
      layout: { title: "Layout", components: ["Section", "Columns", "Spacer", "Divider"] },
      text: { title: "Text", components: ["Heading", "RichText", "CallToAction"] },
      media: { title: "Media", components: ["Hero", "Image", "Gallery", "Video"] },
      directory: {
        title: "Directory",
        components: ["MemberGrid", "CuisineList", "Faq", "LatestPosts"],
      },
      forms: { title: "Forms", components: ["Form", "JoinBand"] },
    },
    root: {
      fields: {},
      render: ({ children }: { children: ReactNode }) => (
        <SiteFrame site={site} colors={colorVars} path={path}>
          {children}
        </SiteFrame>
      ),
    },
  } as Config;
}
