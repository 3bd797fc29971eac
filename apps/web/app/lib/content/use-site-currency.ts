import { DEFAULT_CURRENCY } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { settingsApi, settingsKeys } from "../settings/api.ts";

/** The domain's currency option (menu prices), USD until it loads or when unset. */
export function useSiteCurrency(): string {
  const options = useQuery({
    queryKey: settingsKeys.options,
    queryFn: settingsApi.options,
    staleTime: 60_000,
    meta: { silent: true },
  });
  return options.data?.currency || DEFAULT_CURRENCY;
}
