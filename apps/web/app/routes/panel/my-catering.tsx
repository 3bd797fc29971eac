import { Stack, Text } from "@mantine/core";
import { IconToolsKitchen2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { MyCateringList } from "../../components/my-catering/MyCateringList.tsx";
import { EmptyState } from "../../components/panel/EmptyState.tsx";
import { ListHeader } from "../../components/panel/ListHeader.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteCurrency } from "../../lib/content/use-site-currency.ts";
import { useSiteTimeZone } from "../../lib/content/use-site-time-zone.ts";
import { useMemberIds } from "../../lib/member-mode.ts";
import { myCateringApi, myCateringKeys } from "../../lib/my-catering/api.ts";

export function meta() {
  return [{ title: "My catering requests" }];
}

export const ErrorBoundary = PanelError;

/**
 * /panel/my-catering (role 4): the catering requests sent to the vendor's listings, answered
 * inline (Interested, a quote, Decline) with each request's token.
 */
export default function MyCatering() {
  const list = useQuery({
    queryKey: myCateringKeys.list,
    queryFn: myCateringApi.list,
    meta: { silent: true },
  });
  const currency = useSiteCurrency();
  const { timeZone } = useSiteTimeZone();
  const several = useMemberIds().length > 1;
  const rows = list.data ?? [];
  return (
    <Stack gap="lg">
      <ListHeader
        title="My catering requests"
        count={
          list.isPending
            ? "Loading…"
            : list.isError
              ? "Not loaded"
              : `${formatCount(rows.length, "request")}, times in ${timeZone}`
        }
      />
      {list.isError ? (
        <LoadError
          title="Your catering requests could not be loaded"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {!list.isPending && !list.isError && rows.length === 0 ? (
        <EmptyState
          icon={<IconToolsKitchen2 size={28} />}
          title="No catering requests yet"
          text={
            <Text span size="sm">
              When someone books a truck for an event that fits your catering profile, the request
              shows here and you can answer it.
            </Text>
          }
        />
      ) : null}
      {list.isError ? null : (
        <MyCateringList
          rows={rows}
          loading={list.isPending}
          currency={currency}
          showListing={several}
        />
      )}
    </Stack>
  );
}
