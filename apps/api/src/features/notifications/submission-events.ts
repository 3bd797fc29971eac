import { type Submission, visibleSubmission } from "@fooddir/contract";
import type { NotificationEvent } from "./notify-event.ts";

const FORMS: Record<Submission["form"], string> = {
  join: "join request",
  catering: "catering form",
  contact: "contact message",
};

/** A visitor sent a form of the public site: the staff who may act hear of it (issue 38). */
export function submissionEvent(stored: Submission): NotificationEvent {
  const submission = visibleSubmission(stored);
  return {
    staff: {
      kind: "submission",
      summary: `New ${FORMS[submission.form]} from ${submission.name}`,
      path: "/panel/submissions",
    },
  };
}
