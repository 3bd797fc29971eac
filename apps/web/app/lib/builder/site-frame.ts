import type { DomainOptions, MenuItem, Social } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { usePanel } from "../panel-context.ts";
import { settingsApi, settingsKeys } from "../settings/api.ts";

/** What the public site frame (header and footer) is drawn from, as the public layout has it. */
export type SiteFrameData = {
  name: string;
  options: Partial<DomainOptions> | null;
  header: MenuItem[];
  footer: MenuItem[];
  socials: Social[];
};

/**
 * The active domain's header and footer content for previews in the panel (the builder canvas,
 * the colors preview): its options, menus and socials, through the settings screens' queries.
 * While they load (or when one fails) the frame shows what it has.
 */
export function useSiteFrame(): SiteFrameData {
  const panel = usePanel();
  const options = useQuery({ queryKey: settingsKeys.options, queryFn: settingsApi.options });
  const menu = useQuery({ queryKey: settingsKeys.menu, queryFn: settingsApi.menu });
  const socials = useQuery({ queryKey: settingsKeys.socials, queryFn: settingsApi.socials });
  const domainName = panel?.domain.data?.name;
  // One object while nothing changes: the builder's configuration is built from it.
  return useMemo(
    () => ({
      name: options.data?.title || domainName || "Your site",
      options: options.data ?? null,
      header: menu.data?.header ?? [],
      footer: menu.data?.footer ?? [],
      socials: socials.data ?? [],
    }),
    [options.data, menu.data, socials.data, domainName],
  );
}
