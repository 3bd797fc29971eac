import { Badge, VisuallyHidden } from "@mantine/core";

/**
 * Marks a submission held for review: it came in after the site's hourly number of form
 * submissions was passed, so it was kept but not mailed (possibly spam). The visible word
 * "Held" starts the accessible name ("Held for review").
 */
export function SubmissionHeldBadge({ held }: { held: boolean }) {
  if (!held) return null;
  return (
    <Badge
      variant="outline"
      color="red"
      radius="sm"
      tt="none"
      title="Received after the site's hourly limit of form submissions: kept for review and not mailed"
    >
      Held<VisuallyHidden> for review</VisuallyHidden>
    </Badge>
  );
}
