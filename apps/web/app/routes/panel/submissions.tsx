import { ROLES, type Submission } from "@fooddir/contract";
import { Box, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import { ExportCsvButton } from "../../components/panel/ExportCsvButton.tsx";
import { ListFrame, ListHeader } from "../../components/panel/ListHeader.tsx";
import { ListPager } from "../../components/panel/ListPager.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { SubmissionCards } from "../../components/submissions/SubmissionCards.tsx";
import { SubmissionDrawer } from "../../components/submissions/SubmissionDrawer.tsx";
import { SubmissionEmpty } from "../../components/submissions/SubmissionEmpty.tsx";
import { SubmissionFilters } from "../../components/submissions/SubmissionFilters.tsx";
import { SubmissionTable } from "../../components/submissions/SubmissionTable.tsx";
import { apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { formatCount } from "../../lib/content/format.ts";
import { refreshWaiting, useRefreshWaitingOn } from "../../lib/notifications/use-waiting.ts";
import { notify } from "../../lib/notify.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { submissionKeys, submissionsApi } from "../../lib/submissions/api.ts";
import {
  CLEARED_FILTERS,
  hasSubmissionFilters,
  pageCount,
  parseSubmissionListState,
  SUBMISSION_PAGE_SIZES,
  type SubmissionListState,
  submissionFilterQuery,
  submissionListQuery,
  submissionListStateToParams,
  updateSubmissionListState,
} from "../../lib/submissions/list-state.ts";

export function meta() {
  return [{ title: "Submissions" }];
}

export const ErrorBoundary = PanelError;

const DELETERS: number[] = [ROLES.superAdmin, ROLES.siteAdmin];

/** The active domain's form submissions: filters in the URL, details in a drawer, CSV export. */
export default function Submissions() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSubmissionListState(params), [params]);
  const queryClient = useQueryClient();
  const { account } = usePanel();
  const canDelete = DELETERS.includes(account.data?.role.id ?? 0);
  const [selected, setSelected] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);

  const apply = (patch: Partial<SubmissionListState>, replace = false) =>
    setParams(submissionListStateToParams(updateSubmissionListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });
  const clearFilters = () => apply(CLEARED_FILTERS);

  const query = submissionListQuery(state);
  const list = useQuery({
    queryKey: submissionKeys.list(query),
    queryFn: () => submissionsApi.list(query),
    placeholderData: keepPreviousData,
  });
  // Listing submissions opens them: they leave the "new" count.
  useRefreshWaitingOn(list.data ? list.dataUpdatedAt : undefined);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = pageCount(total, state.limit);
  const filtered = hasSubmissionFilters(state);
  const loading = list.isPending;

  // A page past the end (the last row of the last page was deleted, an old link) shows the last.
  const outOfRange = !loading && !list.isPlaceholderData && rows.length === 0 && total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page falls off the end
  useEffect(() => {
    if (outOfRange && state.page > pages) apply({ page: pages }, true);
  }, [outOfRange, state.page, pages]);

  const onOpen = useCallback((submission: Submission) => setSelected(submission), []);
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

  /** The rows as the table (wide screens) and the cards (narrow ones) show them. */
  const shown = { rows, loading, stale: list.isPlaceholderData, busy: list.isFetching, onOpen };
  const showEmpty = !loading && !list.isError && rows.length === 0 && !outOfRange;

  return (
    <Stack gap="lg">
      <ListHeader
        title="Submissions"
        count={loading ? "Loading…" : formatCount(total, "submission")}
        actions={
          <ExportCsvButton
            exportCsv={() => submissionsApi.exportCsv(submissionFilterQuery(state))}
            disabled={!loading && total === 0}
          />
        }
      />

      <ListFrame>
        <SubmissionFilters state={state} onChange={apply} onClear={clearFilters} />
        {list.isError ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Submissions could not be loaded"
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : null}
        {list.isError && !list.data ? null : (
          <>
            <Box visibleFrom="sm">
              <SubmissionTable {...shown} />
            </Box>
            <Box hiddenFrom="sm">
              <SubmissionCards {...shown} />
            </Box>
          </>
        )}
        {showEmpty ? <SubmissionEmpty filtered={filtered} onClear={clearFilters} /> : null}
        <ListPager sizes={SUBMISSION_PAGE_SIZES} state={state} pages={pages} apply={apply} />
      </ListFrame>

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
    </Stack>
  );
}
