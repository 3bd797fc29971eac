import type { Dashboard } from "@fooddir/contract";
import { SimpleGrid } from "@mantine/core";
import { SECTIONS } from "../../lib/content/sections.ts";
import { CountTile } from "./CountTile.tsx";

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
        <CountTile key={tile.to} {...tile} loading={loading} />
      ))}
    </SimpleGrid>
  );
}
