import type { CateringRequestDetail } from "@fooddir/contract";
import { Button, Group } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconPlus, IconRotate, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { hasPendingMatches, reopenedStatus } from "../../lib/catering-requests/format.ts";
import { useRequestActions } from "../../lib/catering-requests/use-request-actions.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { AddTruckModal } from "./AddTruckModal.tsx";
import { MarkBookedModal } from "./MarkBookedModal.tsx";

type Deciding = "booked" | "lost" | null;

/** The buttons that close an open request, each opening its own dialog. */
const DECISIONS = [
  { decision: "booked", label: "Mark booked", color: "green", Icon: IconCircleCheck },
  { decision: "lost", label: "Mark lost", color: "red", Icon: IconCircleX },
] as const;

/**
 * Send to matched trucks, Add a truck, Mark booked (choosing the truck that won) / lost (after a
 * confirmation) or Reopen.
 */
export function CateringRequestActions({ request }: { request: CateringRequestDetail }) {
  const actions = useRequestActions(request);
  const [adding, setAdding] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const closed = request.status === "booked" || request.status === "lost";
  const stopDeciding = () => {
    setDeciding(null);
    actions.clearBookError();
  };

  return (
    <Group gap="sm" wrap="wrap">
      {hasPendingMatches(request.matches) && !closed ? (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={actions.send.isPending}
          onClick={() => actions.send.mutate()}
        >
          Send to matched trucks
        </Button>
      ) : null}
      {closed ? null : (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Add a truck
        </Button>
      )}
      {closed ? (
        <Button
          variant="default"
          leftSection={<IconRotate size={16} aria-hidden />}
          loading={actions.setStatus.isPending}
          onClick={() => actions.setStatus.mutate(reopenedStatus(request.matches))}
        >
          Reopen
        </Button>
      ) : (
        DECISIONS.map(({ decision, label, color, Icon }) => (
          <Button
            key={decision}
            variant="light"
            color={color}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => setDeciding(decision)}
          >
            {label}
          </Button>
        ))
      )}

      {/* Mounted while open: each opening starts with no member chosen. */}
      {adding ? (
        <AddTruckModal
          opened
          matchedIds={request.matches.map((m) => m.member.id)}
          saving={actions.addMatch.isPending}
          error={actions.memberError}
          onPick={actions.clearMemberError}
          onClose={() => {
            setAdding(false);
            actions.clearMemberError();
          }}
          onSubmit={(memberId) =>
            actions.addMatch.mutate(memberId, { onSuccess: () => setAdding(false) })
          }
        />
      ) : null}
      {deciding === "booked" ? (
        <MarkBookedModal
          matches={request.matches}
          saving={actions.book.isPending}
          error={actions.bookError}
          onPick={actions.clearBookError}
          onClose={stopDeciding}
          onSubmit={(memberId) => actions.book.mutate(memberId, { onSuccess: stopDeciding })}
        />
      ) : null}
      <ConfirmDialog
        opened={deciding === "lost"}
        title="Mark this request lost?"
        confirmLabel="Mark lost"
        danger
        loading={actions.setStatus.isPending}
        onClose={stopDeciding}
        onConfirm={() => actions.setStatus.mutate("lost", { onSuccess: stopDeciding })}
      >
        The event will not happen with the association's trucks: the trucks' answer links close and
        the request counts as lost in the figures. You can reopen it later.
      </ConfirmDialog>
    </Group>
  );
}
