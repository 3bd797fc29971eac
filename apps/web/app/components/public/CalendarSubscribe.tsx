import { calendarAddresses } from "../../lib/calendar-links.ts";

/**
 * A visible link to a calendar feed (issue 38): "Subscribe" opens it as webcal:// (calendar
 * apps subscribe and stay up to date), and the hint gives its https address for apps that ask
 * for one. Without the site's public origin (GET /api/site) the feed's path is the one link.
 */
export function CalendarSubscribe({
  path,
  label,
  origin,
}: {
  path: string;
  label: string;
  origin: string | undefined;
}) {
  const { https, webcal } = calendarAddresses(origin ?? "", path);
  return (
    <p className="calendar-subscribe">
      <a className="calendar-subscribe__link" href={webcal ?? https}>
        {label}
      </a>
      {webcal ? (
        <span className="calendar-subscribe__hint">
          {" "}
          (or add <a href={https}>{https}</a> to your calendar app)
        </span>
      ) : null}
    </p>
  );
}
