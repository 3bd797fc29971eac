/** Why mailing the matched trucks is refused (send-pending-matches.ts): the 422 messages. */
export const CLOSED_MESSAGE =
  "This request is booked or lost: set it back to an open status to mail trucks.";
export const NOTHING_PENDING = "Every matched truck has been mailed already.";
export const NO_MATCHES = "No truck is matched to this request yet: add one by hand.";
export const NO_CONTACT = "The trucks not mailed yet have no catering contact email.";
