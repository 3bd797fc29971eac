import { ROLES, type Submission } from "@fooddir/contract";
import { IconInbox } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useRecordList } from "../../components/panel/record-list/use-record-list.ts";
import { SubmissionDrawer } from "../../components/submissions/SubmissionDrawer.tsx";
import {
  SUBMISSION_COLUMNS,
  SubmissionCard,
  submissionRowAttributes,
} from "../../components/submissions/submission-rows.tsx";
import { apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { formatCount } from "../../lib/content/format.ts";
import { refreshWaiting, useRefreshWaitingOn } from "../../lib/notifications/use-waiting.ts";
import { notify } from "../../lib/notify.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { submissionKeys, submissionsApi } from "../../lib/submissions/api.ts";
import { submissionList } from "../../lib/submissions/list.ts";

export function meta() {
  return [{ title: "Submissions" }];
}

export const ErrorBoundary = PanelError;

const DELETERS: number[] = [ROLES.superAdmin, ROLES.siteAdmin];

const EMPTY = {
  icon: <IconInbox size={28} />,
  title: "No submissions yet",
  text: "They arrive when visitors send the join, catering or contact form.",
  noMatchTitle: "No submission matches these filters",
  noMatchText: "Try another search, form or date range, or clear the filters.",
};

/** The active domain's form submissions: filters in the URL, details in a drawer, CSV export. */
export default function Submissions() {
  const screen = useRecordList(submissionList, {
    queryKey: submissionKeys.list,
    fetch: submissionsApi.list,
  });
  const queryClient = useQueryClient();
  const { account } = usePanel();
  const canDelete = DELETERS.includes(account.data?.role.id ?? 0);
  const [selected, setSelected] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);

  // Listing submissions opens them: they leave the "new" count.
  useRefreshWaitingOn(screen.result.data ? screen.result.dataUpdatedAt : undefined);

  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (submission: Submission) => submissionsApi.remove(submission.id),
    onSuccess: (_d, submission) => {
      notify.success(`The submission from ${submission.name || submission.email} was deleted.`);
    },
    onError: (error) => {
      // Already gone (another admin deleted it): nothing left to do but refresh.
      if (apiErrorStatus(error) === 404) notify.info("This submission was already deleted.");
      else showApiError(error);
    },
    onSettled: (_d, error) => {
      if (!error || apiErrorStatus(error) === 404) {
        setDeleting(null);
        setSelected(null);
      }
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      void refreshWaiting(queryClient);
    },
  });

  return (
    <RecordListScreen
      screen={screen}
      title="Submissions"
      count={(total) => formatCount(total, "submission")}
      exportCsv={submissionsApi.exportCsv}
      errorTitle="Submissions could not be loaded"
      empty={EMPTY}
      filterOrder={["search", "form", "received", "held"]}
      label="Submissions"
      columns={SUBMISSION_COLUMNS}
      card={SubmissionCard}
      rowKey={(s) => s.id}
      rowAttributes={submissionRowAttributes}
      onOpen={setSelected}
    >
      <SubmissionDrawer
        submission={selected}
        canDelete={canDelete}
        onClose={() => setSelected(null)}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this submission?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        The submission from <strong>{deleting?.name || deleting?.email}</strong> will be deleted for
        good. This cannot be undone.
      </ConfirmDialog>
    </RecordListScreen>
  );
}
