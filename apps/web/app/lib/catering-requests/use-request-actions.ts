import type { CateringRequestDetail, CateringRequestStatus } from "@fooddir/contract";
import { CATERING_REQUEST_STATUS_LABELS } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors, showApiError } from "../api/errors.ts";
import { formatCount } from "../content/format.ts";
import { notify } from "../notify.ts";
import { cateringApi, cateringKeys } from "./api.ts";

/**
 * The writes of a request's screen: send to the pending matches, add a truck by hand (the API's
 * 422 at the member field), set the status. Each refreshes the request, the list and figures.
 */
export function useRequestActions(request: CateringRequestDetail) {
  const queryClient = useQueryClient();
  const [memberError, setMemberError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cateringKeys.all });

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
    onError: (error) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      if (apiErrorStatus(error) === 422 && fields.member_id) setMemberError(fields.member_id);
      else showApiError(error);
    },
    onSettled: refresh,
  });

  const setStatus = useMutation({
    mutationFn: (status: CateringRequestStatus) => cateringApi.setStatus(request.id, status),
    onSuccess: (_d, status) => {
      notify.success(`The request is now ${CATERING_REQUEST_STATUS_LABELS[status].toLowerCase()}.`);
    },
    onSettled: refresh,
  });

  return {
    send,
    addMatch,
    setStatus,
    memberError,
    clearMemberError: () => setMemberError(undefined),
  };
}
