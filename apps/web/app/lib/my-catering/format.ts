import type { CateringMatchStatus, MemberCateringRequest } from "@fooddir/contract";

/** What a vendor's catering request shows: its answer state in the vendor's words. */

export type AnswerState = { label: string; color: string };

const STATES: Record<CateringMatchStatus, AnswerState> = {
  pending: { label: "Waiting for your answer", color: "blue" },
  sent: { label: "Waiting for your answer", color: "blue" },
  interested: { label: "You are interested", color: "teal" },
  quoted: { label: "Quote sent", color: "grape" },
  declined: { label: "Declined", color: "gray" },
};

/** The row's state: closed once staff booked or lost the request, else the vendor's answer. */
export function answerState(row: Pick<MemberCateringRequest, "status" | "open" | "request">) {
  if (!row.open) {
    return row.request.status === "booked"
      ? { label: "Closed: booked", color: "gray" }
      : { label: "Closed", color: "gray" };
  }
  return STATES[row.status];
}

/** A price typed in the quote form as the API takes it: a number, or null when empty/unreadable. */
export function priceOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
