import { DEFAULT_TIME_ZONE } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { settingsApi, settingsKeys } from "../settings/api.ts";

/** The domain's time zone option (scheduled times are its wall times), UTC when unset. */
export function useSiteTimeZone(): { timeZone: string; loading: boolean } {
  const options = useQuery({
    queryKey: settingsKeys.options,
    queryFn: settingsApi.options,
    staleTime: 60_000,
    meta: { silent: true },
  });
  return { timeZone: options.data?.timezone || DEFAULT_TIME_ZONE, loading: options.isPending };
}
