import { usePendingComparison } from "../../lib/reviews/use-reviews.ts";
import { ComparisonView } from "../revisions/RevisionDiff.tsx";

/** What a pending change would do to the live post (the History tab's diff). */
export function PendingDiff({ postId, revisionId }: { postId: number; revisionId: number }) {
  const comparison = usePendingComparison(postId, revisionId);
  return (
    <ComparisonView
      {...comparison}
      emptyText="This change leaves the page as it is now (the live version already matches it)."
    />
  );
}
