import { type MantineSpacing, Paper, Stack, type StyleProp, Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

type Props = {
  /** The id of the section's title, or else `label`, names the section. */
  labelledBy?: string;
  label?: string;
  /** Less padding, for cards that sit side by side or in a list. */
  compact?: boolean;
  mt?: StyleProp<MantineSpacing>;
  style?: CSSProperties;
  children: ReactNode;
};

/** A bordered card that is a named section of the screen (profile, settings, menus, FAQ). */
export function SectionCard({ labelledBy, label, compact = false, mt, style, children }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={compact ? { base: "sm", sm: "md" } : { base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={labelledBy}
      aria-label={label}
      mt={mt}
      style={style}
    >
      {children}
    </Paper>
  );
}

type TitleProps = {
  /** The title's id, when the section is labelled by it. */
  id?: string;
  order?: 2 | 3;
  size?: "h3" | "h4" | "h5";
  title: ReactNode;
  /** The line of dimmed text under the title. */
  description?: ReactNode;
};

/** A section's title with its line of text under it. */
export function SectionTitle({ id, order = 2, size = "h5", title, description }: TitleProps) {
  return (
    <div>
      <Title id={id} order={order} size={size}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </div>
  );
}

type TitledProps = Omit<Props, "labelledBy" | "label"> &
  Omit<TitleProps, "order"> & { gap?: MantineSpacing };

/**
 * A SectionCard with its SectionTitle on top, then its content: named by the title (its `id`,
 * else its text).
 */
export function TitledCard({
  id,
  size,
  title,
  description,
  gap = "md",
  children,
  ...card
}: TitledProps) {
  return (
    <SectionCard
      {...card}
      labelledBy={id}
      label={id ? undefined : typeof title === "string" ? title : undefined}
    >
      <Stack gap={gap}>
        <SectionTitle id={id} size={size} title={title} description={description} />
        {children}
      </Stack>
    </SectionCard>
  );
}
