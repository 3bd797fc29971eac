import { Paper } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

type Props = {
  /** The id of the section's title, or else `label`, names the section. */
  labelledBy?: string;
  label?: string;
  /** Less padding, for cards that sit side by side or in a list. */
  compact?: boolean;
  style?: CSSProperties;
  children: ReactNode;
};

/** A bordered card that is a named section of the screen (profile, settings, menus, FAQ). */
export function SectionCard({ labelledBy, label, compact = false, style, children }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={compact ? { base: "sm", sm: "md" } : { base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={labelledBy}
      aria-label={label}
      style={style}
    >
      {children}
    </Paper>
  );
}
