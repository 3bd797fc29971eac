import type { MemberCateringRequest } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import { RequestCard } from "./RequestCard.tsx";

type Props = {
  rows: MemberCateringRequest[];
  loading: boolean;
  currency: string;
  showListing: boolean;
};

/** The vendor's catering requests as cards (one column at 375 px), newest first. */
export function MyCateringList({ rows, loading, currency, showListing }: Props) {
  if (loading) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading your catering requests">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={180} radius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      gap="md"
      component="ul"
      aria-label="Catering requests"
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {rows.map((row) => (
        <RequestCard
          key={`${row.request.id}-${row.member.id}`}
          row={row}
          currency={currency}
          showListing={showListing}
        />
      ))}
    </Stack>
  );
}
