import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { cateringApi, cateringKeys } from "../../lib/catering-requests/api.ts";
import { figureItems, NO_FIGURE } from "../../lib/catering-requests/format.ts";

const LABELS = [
  "Requests this month",
  "Response rate",
  "Median time to first quote",
  "Booked rate",
];

/**
 * The pipeline's four figures (GET /api/catering-requests/figures): requests this month,
 * the share of mailed trucks that answered, the median hours to a first quote and the booked
 * share of decided requests. A failed load shows "–" rather than blocking the list.
 */
export function CateringFiguresHeader() {
  const figures = useQuery({
    queryKey: cateringKeys.figures,
    queryFn: cateringApi.figures,
    meta: { silent: true },
  });
  const items = figures.data
    ? figureItems(figures.data)
    : LABELS.map((label) => ({ key: label, label, value: NO_FIGURE }));
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="dl"
      aria-label="Catering figures"
      aria-busy={figures.isPending}
      m={0}
      data-testid="catering-figures"
    >
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" p="sm" data-figure={item.key}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} lh={1.3}>
            {figures.isPending ? <Skeleton h={22} w={60} mt={4} aria-hidden /> : item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
