import { API_PATHS } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { api } from "../api/browser.ts";
import { tokens } from "./tokens.ts";

type Pair = { access_token: string; refresh_token: string };

/**
 * POST /api/auth/switch-domain, then store the new pair and reload every query and loader, so
 * the whole panel shows the new active domain.
 */
export function useSwitchDomain(onSwitched?: (domainId: number) => void) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: async (domainId: number) =>
      (
        await api()<{ data: Pair }>(API_PATHS.switchDomain, {
          method: "POST",
          body: { domain_id: domainId },
        })
      ).data,
    onSuccess: async (pair, domainId) => {
      tokens().setTokens(pair);
      await queryClient.invalidateQueries();
      void revalidator.revalidate();
      onSwitched?.(domainId);
    },
  });
}
