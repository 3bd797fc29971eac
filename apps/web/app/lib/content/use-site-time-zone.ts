import { DEFAULT_TIME_ZONE } from "@fooddir/contract";
import { useSiteOptions } from "../settings/use-site-options.ts";

/** The domain's time zone option (scheduled times are its wall times), UTC when unset. */
export function useSiteTimeZone(): { timeZone: string; loading: boolean } {
  const options = useSiteOptions();
  return { timeZone: options.data?.timezone || DEFAULT_TIME_ZONE, loading: options.isPending };
}
