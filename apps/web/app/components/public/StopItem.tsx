import type { StopOccurrence } from "@fooddir/contract";
import { formatDay, formatTime } from "../../lib/stop-times.ts";

type Props = {
  stop: StopOccurrence & { cuisines?: string[] };
  /** The site's zone: every time shown is its wall clock. */
  timeZone: string;
  /** The heading level of the member's name in the page's outline. */
  level: 3 | 4;
  /** Show the day before the hours (a member's next stops span a week). */
  withDay?: boolean;
  /** Name the truck (on /today; a member page already does). */
  withMember?: boolean;
  /** Carry the place's coordinates (`data-lat`, `data-lng`) for /today's map and "Near me". */
  located?: boolean;
};

/** "until 21:00" when open now, else "11:30-14:00" (22:00-02:00 across midnight), as <time>s. */
export function StopHours({ stop, timeZone, withDay = false }: Omit<Props, "level">) {
  const end = <time dateTime={stop.ends_at}>{formatTime(stop.ends_at, timeZone)}</time>;
  return (
    <p className="stop-card__hours">
      {withDay ? (
        <span className="stop-card__day">{formatDay(stop.starts_at, timeZone)}, </span>
      ) : null}
      {stop.open_now ? (
        <>
          <span className="stop-card__open">Open now</span> until {end}
        </>
      ) : (
        <>
          <time dateTime={stop.starts_at}>{formatTime(stop.starts_at, timeZone)}</time>-{end}
        </>
      )}
    </p>
  );
}

/** The truck's logo (decorative: its name follows), or its first letter. */
function StopLogo({ stop }: Pick<Props, "stop">) {
  if (stop.member.logo) {
    return (
      <img
        className="stop-card__logo"
        src={stop.member.logo}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="stop-card__logo stop-card__logo--letter" aria-hidden="true">
      {stop.member.title.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * One stop occurrence: the truck (logo, name linking to its page, cuisines), its hours in the
 * site's zone, the place and its address, and the stop's note.
 */
export function StopItem({
  stop,
  timeZone,
  level,
  withDay = false,
  withMember = true,
  located = false,
}: Props) {
  const Heading = level === 3 ? "h3" : "h4";
  const cuisines = stop.cuisines ?? [];
  const coordinates = located
    ? { "data-lat": String(stop.location.lat), "data-lng": String(stop.location.lng) }
    : {};
  return (
    <li className="stop-card" {...coordinates}>
      {withMember ? <StopLogo stop={stop} /> : null}
      <div className="stop-card__body">
        <Heading className="stop-card__name">
          {withMember ? <a href={stop.member.url}>{stop.member.title}</a> : stop.location.name}
        </Heading>
        {withMember && cuisines.length > 0 ? (
          <p className="stop-card__cuisines">{cuisines.join(" · ")}</p>
        ) : null}
        <StopHours stop={stop} timeZone={timeZone} withDay={withDay} />
        {withMember || stop.location.address ? (
          <p className="stop-card__place">
            {withMember ? (
              <span className="stop-card__place-name">{stop.location.name}</span>
            ) : null}
            {withMember && stop.location.address ? ", " : null}
            {stop.location.address ? (
              <span className="stop-card__address">{stop.location.address}</span>
            ) : null}
          </p>
        ) : null}
        {stop.note ? <p className="stop-card__note">{stop.note}</p> : null}
      </div>
    </li>
  );
}

/** Stops as a list of StopItems (names at h3), or the `empty` line when there are none. */
export function StopList({
  stops,
  empty,
  ...item
}: Omit<Props, "stop" | "level"> & { stops: readonly Props["stop"][]; empty: string }) {
  if (stops.length === 0) return <p className="today-group__empty">{empty}</p>;
  return (
    <ul className="stop-list">
      {stops.map((stop) => (
        <StopItem key={`${stop.stop_id}-${stop.starts_at}`} stop={stop} level={3} {...item} />
      ))}
    </ul>
  );
}
