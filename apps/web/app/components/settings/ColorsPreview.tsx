import { Box, Paper, Text } from "@mantine/core";
import type { ColorValues } from "../../lib/settings/colors.ts";

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * A mini public page in the given colors (not interactive: the "link" and "button" only look like
 * ones). Invalid values should be replaced by the caller with the saved ones.
 */
export function ColorsPreview({ colors, siteName }: { colors: ColorValues; siteName: string }) {
  const { primaryBackground, primaryText, accentBackground, accentText } = colors;
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        Preview
      </Text>
      <Paper
        withBorder
        radius="md"
        style={{ overflow: "hidden", fontFamily: FONT, background: primaryBackground }}
      >
        <Box
          px="md"
          py="sm"
          style={{
            background: primaryBackground,
            color: primaryText,
            borderBottom: `1px solid color-mix(in srgb, ${primaryText} 14%, transparent)`,
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
            <span>Catering</span>
            <span>Blog</span>
          </span>
        </Box>
        <Box px="md" py="md" style={{ color: primaryText, fontSize: 14, lineHeight: 1.55 }}>
          <span
            style={{
              display: "inline-block",
              padding: "2px 10px",
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 600,
              background: accentBackground,
              color: accentText,
            }}
          >
            Open today
          </span>
          <div style={{ fontSize: 20, fontWeight: 800, margin: "8px 0 4px" }}>
            Find your next favorite meal
          </div>
          <div>
            Our members serve tacos, burgers and more every weekend.{" "}
            <span style={{ color: accentText, textDecoration: "underline" }}>
              Read the schedule
            </span>
          </div>
          <span
            style={{
              display: "inline-block",
              marginTop: 12,
              padding: "8px 18px",
              borderRadius: 999,
              fontWeight: 600,
              background: accentBackground,
              color: accentText,
            }}
          >
            Browse members
          </span>
        </Box>
      </Paper>
    </Box>
  );
}
