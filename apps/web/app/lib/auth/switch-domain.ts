import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { switchDomainSession } from "./session-bridge.ts";

/**
 * POST /api/auth/switch-domain through the session bridge (which keeps the new session), then
 * reload every query and loader, so the whole panel shows the new active domain.
 */
export function useSwitchDomain(onSwitched?: (domainId: number) => void) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (domainId: number) => switchDomainSession(domainId),
    onSuccess: async (_session, domainId) => {
      await queryClient.invalidateQueries();
      void revalidator.revalidate();
      onSwitched?.(domainId);
    },
  });
}
