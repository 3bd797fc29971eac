import type { CateringRequestDetail, CateringRequestStatus } from "@fooddir/contract";
import { CATERING_REQUEST_STATUS_LABELS } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors, showApiError } from "../api/errors.ts";
import { formatCount } from "../content/format.ts";
import { refreshWaiting } from "../notifications/use-waiting.ts";
import { notify } from "../notify.ts";
import { cateringApi, cateringKeys } from "./api.ts";

/** The API's 422 on `member_id` at the dialog's field; any other error is toasted. */
const memberFieldError = (show: (message: string) => void) => (error: unknown) => {
  const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
  if (apiErrorStatus(error) === 422 && fields.member_id) show(fields.member_id);
  else showApiError(error);
};

/**
 * The writes of a request's screen: send to the pending matches, add a truck by hand (the API's
 * 422 at the member field), mark it booked with the truck that won (the API's 422 at the truck
 * field), set the status. Each refreshes the request, the list, the figures and the counts.
 */
export function useRequestActions(request: CateringRequestDetail) {
  const queryClient = useQueryClient();
  const [memberError, setMemberError] = useState<string | undefined>();
  const [bookError, setBookError] = useState<string | undefined>();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cateringKeys.all }),
      refreshWaiting(queryClient),
    ]);

  const send = useMutation({
    mutationFn: () => cateringApi.send(request.id),
    onSuccess: () => {
      const pending = request.matches.filter((m) => m.status === "pending").length;
      notify.success(`Sent to ${formatCount(pending, "truck")}.`);
    },
    onSettled: refresh,
  });

  const addMatch = useMutation({
    meta: { silent: true },
    mutationFn: (memberId: number) => cateringApi.addMatch(request.id, memberId),
    onSuccess: () => {
      setMemberError(undefined);
      notify.success("The truck was added.");
    },
    onError: memberFieldError(setMemberError),
    onSettled: refresh,
  });

  const setStatus = useMutation({
    mutationFn: (status: CateringRequestStatus) => cateringApi.setStatus(request.id, status),
    onSuccess: (_d, status) => {
      notify.success(`The request is now ${CATERING_REQUEST_STATUS_LABELS[status].toLowerCase()}.`);
    },
    onSettled: refresh,
  });

  /** Booked, with the truck that won (`undefined` when no truck was asked). */
  const book = useMutation({
    meta: { silent: true },
    mutationFn: (memberId: number | undefined) =>
      cateringApi.setStatus(request.id, "booked", memberId),
    onSuccess: () => {
      setBookError(undefined);
      notify.success("The request is now booked.");
    },
    onError: memberFieldError(setBookError),
    onSettled: refresh,
  });

  return {
    send,
    addMatch,
    setStatus,
    book,
    memberError,
    clearMemberError: () => setMemberError(undefined),
    bookError,
    clearBookError: () => setBookError(undefined),
  };
}
