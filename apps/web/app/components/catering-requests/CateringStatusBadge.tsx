import {
  CATERING_MATCH_STATUS_LABELS,
  CATERING_REQUEST_STATUS_LABELS,
  type CateringMatchStatus,
  type CateringRequestStatus,
} from "@fooddir/contract";
import { Badge, VisuallyHidden } from "@mantine/core";

/** Light badges: Mantine's light variant keeps text readable in light and dark mode. */
const REQUEST_COLORS: Record<CateringRequestStatus, string> = {
  new: "blue",
  sent: "cyan",
  quoted: "grape",
  booked: "green",
  lost: "gray",
};

const MATCH_COLORS: Record<CateringMatchStatus, string> = {
  pending: "gray",
  sent: "blue",
  interested: "teal",
  quoted: "grape",
  declined: "red",
};

/** A request's place in the pipeline (new, sent, quoted, booked, lost). */
export function CateringStatusBadge({ status }: { status: CateringRequestStatus }) {
  return (
    <Badge variant="light" color={REQUEST_COLORS[status] ?? "gray"} radius="sm" tt="none">
      {CATERING_REQUEST_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** Where one matched truck stands (not sent, mailed, interested, quoted, declined). */
export function CateringMatchBadge({ status }: { status: CateringMatchStatus }) {
  return (
    <Badge variant="light" color={MATCH_COLORS[status] ?? "gray"} radius="sm" tt="none">
      {CATERING_MATCH_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/**
 * Marks a request held for review: a cap on what requests mail was reached (a flood), so no
 * truck was mailed; the title says why. "Held" starts the accessible name ("Held for review").
 */
export function CateringHeldBadge({ reason }: { reason: string }) {
  if (!reason) return null;
  return (
    <Badge variant="outline" color="red" radius="sm" tt="none" title={reason}>
      Held<VisuallyHidden> for review</VisuallyHidden>
    </Badge>
  );
}

/** Marks a request no one on the team has opened yet (it counts in the bell's "new"). */
export function CateringNewBadge({ opened }: { opened: string | null | undefined }) {
  if (opened !== null) return null;
  return (
    <Badge variant="dot" color="red" radius="sm" tt="none" title="Not opened yet by the team">
      New<VisuallyHidden>, not opened yet</VisuallyHidden>
    </Badge>
  );
}
