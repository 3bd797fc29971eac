import { useQuery } from "@tanstack/react-query";
import { settingsApi, settingsKeys } from "./api.ts";

/**
 * The active domain's options as the panel's screens read them beside their own data: one
 * silent, shared read (the options tab's query key), fresh for a minute.
 */
export function useSiteOptions() {
  return useQuery({
    queryKey: settingsKeys.options,
    queryFn: settingsApi.options,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
