import { Stack } from "@mantine/core";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { ReviewQueue } from "../../components/reviews/ReviewQueue.tsx";
import { StopReviews } from "../../components/reviews/StopReviews.tsx";

export function meta() {
  return [{ title: "Reviews" }];
}

export const ErrorBoundary = PanelError;

/**
 * /panel/reviews (roles 1-3): members' changes waiting for review (decision 027), then the spots
 * and stop notes vendors wrote that wait (issue 37).
 */
export default function Reviews() {
  return (
    <Stack gap="xl">
      <ReviewQueue />
      <StopReviews />
    </Stack>
  );
}
