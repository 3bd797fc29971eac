import type { Account } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { coreKeys } from "../core-data.ts";
import { switchDomainSession } from "./session-bridge.ts";

/**
 * POST /api/auth/switch-domain through the session bridge (which keeps the new session and,
 * through `adoptSession`, makes its domain the one this window's calls name in X-Domain-Id),
 * then reload every query and loader, so the whole panel shows the new active domain.
 *
 * Nothing of the domain left stays on view: queries in flight are cancelled before the switch
 * (their answers would land after it), and every screen's data is dropped and loaded again
 * (issue 38). The account and the site stay on view while they reload, with the new active
 * domain at once, so the switcher keeps its place and focus.
 */
export function useSwitchDomain(onSwitched?: (domainId: number) => void) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: async (domainId: number) => {
      await queryClient.cancelQueries();
      return switchDomainSession(domainId);
    },
    onSuccess: (_session, domainId) => {
      queryClient.setQueryData<Account>(
        coreKeys.account,
        (account) => account && { ...account, active_domain_id: domainId },
      );
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== coreKeys.all[0],
      });
      void queryClient.invalidateQueries({ queryKey: coreKeys.all });
      void revalidator.revalidate();
      onSwitched?.(domainId);
    },
  });
}
