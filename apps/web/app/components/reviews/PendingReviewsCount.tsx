import { Badge, VisuallyHidden } from "@mantine/core";
import { usePendingReviews } from "../../lib/reviews/use-reviews.ts";

/**
 * The number of changes waiting for review, beside "Reviews" in the navigation (staff only:
 * it is drawn where the Reviews link is). Nothing while none wait or the count is unknown.
 */
export function PendingReviewsCount() {
  const list = usePendingReviews(0);
  const total = list.data?.meta.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge size="sm" circle={total < 10} variant="filled" color="dark">
      {total > 99 ? "99+" : total}
      <VisuallyHidden> waiting</VisuallyHidden>
    </Badge>
  );
}
