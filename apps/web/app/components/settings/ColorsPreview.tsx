import { Box, Paper, Text } from "@mantine/core";
import { CallToActionBlock } from "../../blocks/CallToActionBlock.tsx";
import { HeroBlock } from "../../blocks/HeroBlock.tsx";
import { LatestPostsBlock } from "../../blocks/LatestPostsBlock.tsx";
import { siteVariables } from "../../lib/builder/preview.ts";
import type { SiteFrameData } from "../../lib/builder/site-frame.ts";
import type { ColorValues } from "../../lib/settings/colors.ts";
import { PreviewIframe } from "../builder/PreviewIframe.tsx";
import { SiteFrame } from "../builder/SiteFrame.tsx";

const HERO_BUTTONS = [
  { label: "Browse members", href: "/members", style: "primary" as const },
  { label: "Book catering", href: "/catering", style: "secondary" as const },
];

/** Two cards as the Latest posts block draws them (sample posts, no images). */
const SAMPLE_POSTS = {
  posts: [
    {
      id: 1,
      title: "The summer season opens",
      url: "/blog/summer-season",
      description: "Twelve trucks, three parks, every Saturday.",
      poster: null,
      created_at: "2026-05-02T10:00:00.000Z",
    },
    {
      id: 2,
      title: "Meet our new members",
      url: "/blog/new-members",
      description: "Dumplings, arepas and a coffee bike join us.",
      poster: null,
      created_at: "2026-04-18T10:00:00.000Z",
    },
  ],
};

type Props = {
  colors: ColorValues;
  /** The site's header and footer content (`useSiteFrame`), shared by both previews. */
  site: SiteFrameData;
  caption: string;
};

/**
 * The site's own header, blocks and footer (the public components and stylesheets, as the builder
 * canvas draws them) in the colors the site will draw with; shown, not usable. The caller passes
 * rendered colors (see `renderedColors`).
 */
export function ColorsPreview({ colors, site, caption }: Props) {
  const variables = siteVariables({
    accentText: colors.accentText,
    primaryText: colors.primaryText,
    accentBg: colors.accentBackground,
    primaryBg: colors.primaryBackground,
  });
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        {caption}
      </Text>
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <PreviewIframe title={caption}>
          <SiteFrame site={site} colors={variables} path="/" compact>
            <HeroBlock
              title="Find your next favorite meal"
              text="Our members serve tacos, burgers and more every weekend."
              image={null}
              alt=""
              align="left"
              buttons={HERO_BUTTONS}
              headingLevel={1}
            />
            <LatestPostsBlock title="News" count={2} resolved={SAMPLE_POSTS} />
            <CallToActionBlock
              title="Hire a truck for your event"
              text="Tell us the date and the crowd: the right trucks answer."
              button_label="Request catering"
              button_href="/catering"
            />
          </SiteFrame>
        </PreviewIframe>
      </Paper>
    </Box>
  );
}
