import { Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatCoordinates } from "../../lib/locations/coordinates.ts";
import {
  type StopReviewTarget,
  usePendingSpots,
  usePendingStopNotes,
  useStopReview,
} from "../../lib/reviews/stop-reviews.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { ListFrame } from "../panel/ListHeader.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { RecordList } from "../panel/record-list/RecordList.tsx";
import { ReviewActions } from "./ReviewActions.tsx";

type Row = {
  key: string;
  what: string;
  body: ReactNode;
  target: Omit<StopReviewTarget, "verdict">;
  onReject: () => void;
};

/**
 * "Spots and stop notes waiting" (issue 37): the places vendors proposed and the notes they
 * wrote on stops, not on the site until approved. Approve or reject each with one click;
 * rejecting a spot removes it with its stops. Shows nothing while nothing waits. Its rows are a
 * record list of rows at every width (RecordList `layout="rows"`), like the review queue's.
 */
export function StopReviews() {
  const spots = usePendingSpots();
  const notes = usePendingStopNotes();
  const review = useStopReview();
  const busy = review.isPending ? review.variables : null;
  // Rejecting a spot deletes it with its stops: asked first. A note's rejection loses nothing live.
  const [rejectingSpot, setRejectingSpot] = useState<{ id: number; name: string } | null>(null);

  const rows: Row[] = [
    ...(spots.data ?? []).map((spot) => ({
      key: `spot-${spot.id}`,
      what: `the spot ${spot.name}`,
      target: { kind: "spot" as const, id: spot.id },
      onReject: () => setRejectingSpot({ id: spot.id, name: spot.name }),
      body: (
        <>
          <Text fw={600} size="sm">
            New spot: {spot.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[spot.address, formatCoordinates(spot.lat, spot.lng)].filter(Boolean).join(" · ")}
          </Text>
        </>
      ),
    })),
    ...(notes.data ?? []).map((stop) => ({
      key: `note-${stop.id}`,
      what: `the note of ${stop.member.title}'s stop at ${stop.location.name}`,
      target: { kind: "note" as const, id: stop.id },
      onReject: () => review.mutate({ kind: "note", id: stop.id, verdict: "reject" }),
      body: (
        <>
          <Text fw={600} size="sm">
            Stop note: {stop.member.title} at {stop.location.name},{" "}
            {stop.starts_at.replace("T", " ")}
          </Text>
          <Text size="sm" style={{ wordBreak: "break-word" }}>
            “{stop.pending_note}”
          </Text>
          {stop.note ? (
            <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
              The site shows: “{stop.note}”
            </Text>
          ) : null}
        </>
      ),
    })),
  ];
  const failed = spots.isError || notes.isError;
  if (!failed && rows.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-label="Spots and stop notes waiting">
      <div>
        <Title order={2} size="h3">
          Spots and stop notes waiting
        </Title>
        <Text size="sm" c="dimmed">
          Places and stop notes vendors wrote stay off the site until you approve them; rejecting a
          spot removes it with its stops.
        </Text>
      </div>
      <ListFrame>
        {failed ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="The spots and stop notes waiting could not be loaded"
            retrying={spots.isFetching || notes.isFetching}
            onRetry={() => Promise.all([spots.refetch(), notes.refetch()])}
          />
        ) : (
          <RecordList
            layout="rows"
            label="Waiting spots and stop notes"
            rows={rows}
            rowKey={(row) => row.key}
            columns={[]}
            loading={false}
            card={(row) => (
              <Stack gap={6}>
                {row.body}
                <ReviewActions
                  what={row.what}
                  approving={
                    busy?.verdict === "approve" &&
                    busy.kind === row.target.kind &&
                    busy.id === row.target.id
                  }
                  disabled={busy !== null}
                  onApprove={() => review.mutate({ ...row.target, verdict: "approve" })}
                  onReject={row.onReject}
                />
              </Stack>
            )}
          />
        )}
      </ListFrame>
      <ConfirmDialog
        opened={rejectingSpot !== null}
        title={`Reject the spot ${rejectingSpot?.name ?? ""}?`}
        confirmLabel="Reject the spot"
        danger
        loading={review.isPending}
        onClose={() => setRejectingSpot(null)}
        onConfirm={() =>
          rejectingSpot &&
          review.mutate(
            { kind: "spot", id: rejectingSpot.id, verdict: "reject" },
            { onSuccess: () => setRejectingSpot(null) },
          )
        }
      >
        The spot is removed with every stop the vendor put there; the vendor can propose it again.
      </ConfirmDialog>
    </Stack>
  );
}
