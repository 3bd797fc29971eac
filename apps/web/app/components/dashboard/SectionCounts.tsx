import type { Dashboard } from "@fooddir/contract";
import { Card, SimpleGrid, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { formatNumber } from "../../lib/content/format.ts";
import { SECTIONS } from "../../lib/content/sections.ts";

type Props = { counts: Dashboard["counts"] | undefined; loading: boolean };

/** One tile per panel section with its total (comma thousands), linking to the section. */
export function SectionCounts({ counts, loading }: Props) {
  const tiles = [
    ...Object.values(SECTIONS).map((s) => ({
      to: `/panel/${s.section}`,
      label: s.title,
      value: counts?.posts[String(s.type)] ?? 0,
    })),
    { to: "/panel/media", label: "Media", value: counts?.media ?? 0 },
    { to: "/panel/faq", label: "FAQ", value: counts?.faqs ?? 0 },
    { to: "/panel/submissions", label: "Submissions", value: counts?.submissions ?? 0 },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {tiles.map((tile) => (
        // The visible label and count are the link's name (Label in Name, WCAG 2.5.3).
        <UnstyledButton
          key={tile.to}
          component={Link}
          to={tile.to}
          aria-busy={loading || undefined}
        >
          <Card withBorder radius="md" padding="md" h="100%">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {tile.label}
            </Text>
            {loading ? (
              <Skeleton h={28} w={64} mt={6} />
            ) : (
              <Text fw={700} fz={26} lh={1.3}>
                {formatNumber(tile.value)}
              </Text>
            )}
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
