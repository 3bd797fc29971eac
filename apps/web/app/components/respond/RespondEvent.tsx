import { type CateringResponseView, cateringHoursText } from "@fooddir/contract";
import { formatEventDate } from "../../blocks/catering-form.ts";
import { eventFacts } from "../../lib/respond.ts";
import { HeadedSection } from "../public/HeadedSection.tsx";
import { RespondFact } from "./RespondFact.tsx";

type Props = { request: CateringResponseView["request"]; currency: string };

/** The event a truck is asked to cater, in words (the date and times are the site's local ones). */
export function RespondEvent({ request, currency }: Props) {
  const rows = eventFacts(request, currency, {
    date: formatEventDate(request.event_date),
    hours: cateringHoursText(request.start_time, request.end_time, " to "),
  });
  return (
    <HeadedSection className="respond-section" id="respond-event-title" title="The event">
      <dl className="respond-facts">
        {rows.map(([term, value]) => (
          <RespondFact key={term} term={term}>
            {value}
          </RespondFact>
        ))}
      </dl>
    </HeadedSection>
  );
}
