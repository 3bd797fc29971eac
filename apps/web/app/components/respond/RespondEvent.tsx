import { type CateringResponseView, cateringHoursText } from "@fooddir/contract";
import { formatEventDate } from "../../blocks/catering-form.ts";
import { eventFacts } from "../../lib/respond.ts";

type Props = { request: CateringResponseView["request"]; currency: string };

/** The event a truck is asked to cater, in words (the date and times are the site's local ones). */
export function RespondEvent({ request, currency }: Props) {
  const rows = eventFacts(request, currency, {
    date: formatEventDate(request.event_date),
    hours: cateringHoursText(request.start_time, request.end_time, " to "),
  });
  return (
    <section className="respond-section" aria-labelledby="respond-event-title">
      <h2 id="respond-event-title" className="member-heading">
        The event
      </h2>
      <dl className="respond-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="respond-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
