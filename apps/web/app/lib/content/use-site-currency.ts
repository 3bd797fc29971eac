import { DEFAULT_CURRENCY } from "@fooddir/contract";
import { useSiteOptions } from "../settings/use-site-options.ts";

/** The domain's currency option (menu prices), USD until it loads or when unset. */
export function useSiteCurrency(): string {
  return useSiteOptions().data?.currency || DEFAULT_CURRENCY;
}
