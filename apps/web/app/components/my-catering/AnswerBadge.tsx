import type { MemberCateringRequest } from "@fooddir/contract";
import { Badge } from "@mantine/core";
import { answerState } from "../../lib/my-catering/format.ts";

/** The vendor's answer to a request as a badge (Interested, Quoted, Booked…), beside its title. */
export function AnswerBadge({
  row,
}: {
  row: Pick<MemberCateringRequest, "status" | "open" | "request">;
}) {
  const state = answerState(row);
  return (
    <Badge color={state.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {state.label}
    </Badge>
  );
}
