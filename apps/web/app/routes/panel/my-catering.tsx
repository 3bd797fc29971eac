import type { MemberCateringRequest } from "@fooddir/contract";
import { IconToolsKitchen2 } from "@tabler/icons-react";
import {
  RequestCard,
  requestKey,
  requestRowAttributes,
} from "../../components/my-catering/RequestCard.tsx";
import type { ListEmptyTexts } from "../../components/panel/ListEmpty.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useAllRecords } from "../../components/panel/record-list/use-all-records.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteCurrency } from "../../lib/content/use-site-currency.ts";
import { useSiteTimeZone } from "../../lib/content/use-site-time-zone.ts";
import { useMemberIds } from "../../lib/member-mode.ts";
import { myCateringApi, myCateringKeys } from "../../lib/my-catering/api.ts";
import { matchesAnswerGroup, myCateringList } from "../../lib/my-catering/list.ts";

export function meta() {
  return [{ title: "My catering requests" }];
}

export const ErrorBoundary = PanelError;

/** Nothing sent to the vendor yet, or nothing in the state chosen. */
const EMPTY: ListEmptyTexts = {
  icon: <IconToolsKitchen2 size={28} />,
  title: "No catering requests yet",
  text: "When someone books a truck for an event that fits your catering profile, the request shows here and you can answer it.",
  noMatchTitle: "No catering requests here",
  noMatchText: "None of your requests is in this state; show them all to see the others.",
  clearLabel: "Show all",
};

/**
 * /panel/my-catering (role 4): the catering requests sent to the vendor's listings, answered
 * inline (Interested, a quote, Decline) with each request's token. A record list of rows at
 * every width: the API gives the requests whole, the Waiting / Answered / Closed choice is local.
 */
export default function MyCatering() {
  const screen = useAllRecords(myCateringList, {
    queryKey: () => myCateringKeys.list,
    fetch: myCateringApi.list,
    match: matchesAnswerGroup,
    silent: true,
  });
  const currency = useSiteCurrency();
  const { timeZone } = useSiteTimeZone();
  const several = useMemberIds().length > 1;
  const notLoaded = screen.result.isError && !screen.result.data;
  return (
    <RecordListScreen
      screen={screen}
      title="My catering requests"
      count={(total) =>
        notLoaded ? "Not loaded" : `${formatCount(total, "request")}, times in ${timeZone}`
      }
      errorTitle="Your catering requests could not be loaded"
      empty={EMPTY}
      layout="rows"
      label="Catering requests"
      columns={[]}
      card={(row: MemberCateringRequest) => (
        <RequestCard row={row} currency={currency} showListing={several} />
      )}
      rowKey={requestKey}
      rowAttributes={requestRowAttributes}
      skeletonRows={3}
    />
  );
}
