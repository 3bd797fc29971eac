import { Card, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { formatNumber } from "../../lib/content/format.ts";

type Props = { to: string; label: string; value: number; loading: boolean };

/** A dashboard tile: a label and its count (comma thousands), linking to where it is. */
export function CountTile({ to, label, value, loading }: Props) {
  return (
    // The visible label and count are the link's name (Label in Name, WCAG 2.5.3).
    <UnstyledButton component={Link} to={to} aria-busy={loading || undefined}>
      <Card withBorder radius="md" padding="md" h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {loading ? (
          <Skeleton h={28} w={64} mt={6} />
        ) : (
          <Text fw={700} fz={26} lh={1.3}>
            {formatNumber(value)}
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}
