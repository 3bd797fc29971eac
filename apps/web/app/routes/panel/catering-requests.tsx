import type { CateringRequest } from "@fooddir/contract";
import { IconToolsKitchen2 } from "@tabler/icons-react";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { CateringFiguresHeader } from "../../components/catering-requests/CateringFiguresHeader.tsx";
import {
  cateringCard,
  cateringColumns,
  cateringRowAttributes,
} from "../../components/catering-requests/catering-rows.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useRecordList } from "../../components/panel/record-list/use-record-list.ts";
import { cateringApi, cateringKeys } from "../../lib/catering-requests/api.ts";
import { requestPath } from "../../lib/catering-requests/format.ts";
import { cateringList } from "../../lib/catering-requests/list.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteTimeZone } from "../../lib/content/use-site-time-zone.ts";

export function meta() {
  return [{ title: "Catering requests" }];
}

export const ErrorBoundary = PanelError;

const EMPTY = {
  icon: <IconToolsKitchen2 size={28} />,
  title: "No catering requests yet",
  text: "They arrive when visitors send the Book a truck form.",
  noMatchTitle: "No request matches these filters",
  noMatchText: "Try another search, status or date range, or clear the filters.",
};

/** The catering pipeline: figures, filters in the URL, the requests, CSV export. */
export default function CateringRequests() {
  const screen = useRecordList(cateringList, {
    queryKey: cateringKeys.list,
    fetch: cateringApi.list,
  });
  const navigate = useNavigate();
  const { timeZone } = useSiteTimeZone();
  const columns = useMemo(() => cateringColumns(timeZone), [timeZone]);
  const card = useMemo(() => cateringCard(timeZone), [timeZone]);

  return (
    <RecordListScreen
      screen={screen}
      title="Catering requests"
      count={(total) => formatCount(total, "request")}
      exportCsv={cateringApi.exportCsv}
      intro={<CateringFiguresHeader />}
      errorTitle="Catering requests could not be loaded"
      empty={EMPTY}
      label="Catering requests"
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      rowAttributes={cateringRowAttributes}
      onOpen={(r: CateringRequest) => void navigate(requestPath(r.id))}
    />
  );
}
