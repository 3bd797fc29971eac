import { type CateringResponseView, cateringHoursText } from "@fooddir/contract";
import { formatEventDate } from "../../blocks/catering-form.ts";
import { budgetText, dietaryLabel } from "../../lib/respond.ts";

type Props = { request: CateringResponseView["request"]; currency: string };

/** The event a truck is asked to cater, in words (the date and times are the site's local ones). */
export function RespondEvent({ request, currency }: Props) {
  const rows: [string, string][] = [
    ["Date", formatEventDate(request.event_date)],
    ["Hours", cateringHoursText(request.start_time, request.end_time, " to ")],
    ["Guests", String(request.guests)],
    ["Budget", budgetText(request.budget_min, request.budget_max, currency)],
    ["Place", request.address],
    [
      "Cuisines",
      request.cuisines.length > 0 ? request.cuisines.map((c) => c.name).join(", ") : "Any",
    ],
    [
      "Dietary needs",
      request.dietary.length > 0 ? request.dietary.map(dietaryLabel).join(", ") : "None given",
    ],
  ];
  if (request.notes) rows.push(["Notes", request.notes]);
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
