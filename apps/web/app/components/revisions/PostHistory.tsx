import type { Revision } from "@fooddir/contract";
import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useMemberMode } from "../../lib/member-mode.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { isStaffRole } from "../../lib/reviews/format.ts";
import { type ReviewTarget, useApproveRevision } from "../../lib/reviews/use-reviews.ts";
import {
  currentRevision,
  useRestoreRevision,
  useRevisionList,
} from "../../lib/revisions/use-revisions.ts";
import { EmptyState } from "../panel/EmptyState.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { SectionCard } from "../panel/SectionCard.tsx";
import { RejectDialog } from "../reviews/RejectDialog.tsx";
import { RestoreDialog } from "./RestoreDialog.tsx";
import { RevisionDiff } from "./RevisionDiff.tsx";
import { type RevisionReview, RevisionTable, revisionWhen } from "./RevisionTable.tsx";

/** Staff review members' pending changes; a member only reads its history. */
const useIsStaff = () => isStaffRole(usePanel()?.account?.data?.role.id);

/**
 * A post's History tab: its versions (when, who, what), the comparison of two of them (by
 * default the newest and the one before) and "Restore" with a confirmation showing what will
 * change. Pending member changes say they wait for review (staff approve or reject them here);
 * rejected ones show the message.
 */
export function PostHistory({ postId }: { postId: number }) {
  const list = useRevisionList(postId);
  // The user's picks; null follows the defaults (newest, and the one before it).
  const [picked, setPicked] = useState<{ from: number | null; to: number | null }>({
    from: null,
    to: null,
  });
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const restore = useRestoreRevision(postId, () => {
    setRestoring(null);
    setPicked({ from: null, to: null });
  });
  const staff = useIsStaff();
  // A vendor reads its history; restoring a version is staff's.
  const member = useMemberMode();
  const approve = useApproveRevision();
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const approvingId = approve.isPending ? (approve.variables?.revisionId ?? null) : null;
  const review = useMemo<RevisionReview | undefined>(
    () =>
      staff
        ? {
            approvingId,
            onApprove: (r) => approve.mutate({ postId, revisionId: r.id }),
            onReject: (r) => setRejecting({ postId, revisionId: r.id }),
          }
        : undefined,
    [staff, approvingId, approve.mutate, postId],
  );

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the history">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        title="The history could not be loaded"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const revisions = list.data;
  if (revisions.length === 0) {
    return (
      <EmptyState
        icon={<IconHistory size={28} />}
        title="No versions yet"
        text="A version is recorded with every save; the next save starts this post's history."
      />
    );
  }
  const known = (id: number | null) => (revisions.some((r) => r.id === id) ? id : null);
  const to = known(picked.to) ?? revisions[0].id;
  const from = known(picked.from) ?? revisions[1]?.id ?? null;
  const current = currentRevision(revisions)?.id ?? null;
  // Compared oldest to newest, whichever column each was picked in (ids grow with time).
  const older = from === null ? null : Math.min(from, to);
  const newer = from === null ? to : Math.max(from, to);
  const whenOf = (id: number) => {
    const r = revisions.find((x) => x.id === id);
    return r ? revisionWhen(r) : "";
  };

  return (
    <Stack gap="lg">
      <SectionCard labelledBy="history-versions">
        <Stack gap="sm">
          <Title order={2} size="h4" id="history-versions">
            Versions
          </Title>
          <RevisionTable
            revisions={revisions}
            fromId={from}
            toId={to}
            currentId={current}
            onFrom={(id) => setPicked((p) => ({ ...p, from: id }))}
            onTo={(id) => setPicked((p) => ({ ...p, to: id }))}
            onRestore={member ? undefined : setRestoring}
            review={review}
          />
        </Stack>
      </SectionCard>
      <SectionCard labelledBy="history-compare">
        <Stack gap="sm">
          <Title order={2} size="h4" id="history-compare">
            Changes
          </Title>
          {older === null ? (
            <Text size="sm" c="dimmed">
              This is the first version; there is nothing to compare yet.
            </Text>
          ) : older === newer ? (
            <Text size="sm" c="dimmed">
              Choose two different versions to compare.
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                From the version of {whenOf(older)} to the version of {whenOf(newer)}.
              </Text>
              <RevisionDiff postId={postId} fromId={older} toId={newer} />
            </>
          )}
        </Stack>
      </SectionCard>
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
      <RestoreDialog
        postId={postId}
        revision={restoring}
        currentId={current}
        restoring={restore.isPending}
        onConfirm={(r) => restore.mutate(r.id)}
        onClose={() => {
          if (!restore.isPending) setRestoring(null);
        }}
      />
    </Stack>
  );
}
