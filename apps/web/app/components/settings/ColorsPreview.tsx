import { Box, Paper, Text } from "@mantine/core";
import type { ColorValues } from "../../lib/settings/colors.ts";

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** Links, chips and buttons as the public stylesheets draw them: the accent toward the text. */
const strong = (c: ColorValues) => `color-mix(in srgb, ${c.accentText} 65%, ${c.primaryText})`;

function PreviewHeader({ colors, siteName }: { colors: ColorValues; siteName: string }) {
  return (
    <Box
      px="md"
      py="sm"
      style={{
        color: colors.primaryText,
        borderBottom: `1px solid color-mix(in srgb, ${colors.primaryText} 14%, transparent)`,
        display: "flex",
        flexWrap: "wrap",
        gap: 12,
        alignItems: "center",
        justifyContent: "space-between",
      }}
    >
      <span style={{ fontWeight: 700 }}>{siteName}</span>
      <span style={{ display: "flex", gap: 12, fontSize: 14 }}>
        <span>Members</span>
        <span style={{ color: strong(colors), fontWeight: 600 }}>Catering</span>
        <span>Blog</span>
      </span>
    </Box>
  );
}

function PreviewBand({ colors }: { colors: ColorValues }) {
  return (
    <Box px="md" py="md" style={{ background: colors.accentBackground, color: colors.primaryText }}>
      <div
        style={{
          color: colors.accentText,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: "0.08em",
          textTransform: "uppercase",
        }}
      >
        Open today
      </div>
      <div style={{ fontSize: 20, fontWeight: 800, margin: "4px 0 8px" }}>
        Find your next favorite meal
      </div>
      <span
        style={{
          display: "inline-block",
          padding: "6px 16px",
          borderRadius: 999,
          fontWeight: 700,
          fontSize: 14,
          background: strong(colors),
          color: colors.primaryBackground,
        }}
      >
        Browse members
      </span>
    </Box>
  );
}

type Props = { colors: ColorValues; siteName: string; caption: string };

/**
 * A mini public page in the colors the site will draw with (not interactive: the "link" and
 * "button" only look like ones). The caller passes rendered colors (see `renderedColors`).
 */
export function ColorsPreview({ colors, siteName, caption }: Props) {
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        {caption}
      </Text>
      <Paper
        withBorder
        radius="md"
        style={{ overflow: "hidden", fontFamily: FONT, background: colors.primaryBackground }}
      >
        <PreviewHeader colors={colors} siteName={siteName} />
        <PreviewBand colors={colors} />
        <Box px="md" py="md" style={{ color: colors.primaryText, fontSize: 14, lineHeight: 1.55 }}>
          Our members serve tacos, burgers and more every weekend.{" "}
          <span style={{ color: colors.accentText, textDecoration: "underline" }}>
            Read the schedule
          </span>
        </Box>
      </Paper>
    </Box>
  );
}
