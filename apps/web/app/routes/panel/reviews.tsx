import { PanelError } from "../../components/panel/PanelError.tsx";
import { ReviewQueue } from "../../components/reviews/ReviewQueue.tsx";

export function meta() {
  return [{ title: "Reviews" }];
}

export const ErrorBoundary = PanelError;

/** /panel/reviews (roles 1-3): members' changes waiting for review (decision 027). */
export default function Reviews() {
  return <ReviewQueue />;
}
