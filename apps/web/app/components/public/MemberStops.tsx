import type { StopOccurrence } from "@fooddir/contract";
import "../../styles/today.css";
import { CalendarSubscribe } from "./CalendarSubscribe.tsx";
import { HeadedSection } from "./HeadedSection.tsx";
import { StopList } from "./StopItem.tsx";

type Props = {
  stops: readonly StopOccurrence[] | null | undefined;
  timeZone: string;
  /** The member's calendar feed (`/calendar/{member}.ics`), linked under the list. */
  feed?: { path: string; origin: string | undefined };
};

/**
 * A member's next stops on its page (contract.md "Where the trucks are"): the day, hours in the
 * site's zone, place, address and note of each, at most five over the coming week, and a link
 * to subscribe to the member's calendar feed.
 */
export function MemberStops({ stops, timeZone, feed }: Props) {
  if (!stops) return null;
  return (
    <HeadedSection
      className="site-container member-stops"
      id="member-stops-title"
      title="Next stops"
    >
      <StopList
        stops={stops}
        empty="No stops scheduled this week."
        timeZone={timeZone}
        withDay
        withMember={false}
      />
      <p className="member-stops__more">
        <a href="/today">Where to eat today</a>
      </p>
      {feed ? <CalendarSubscribe {...feed} label="Subscribe to these stops" /> : null}
    </HeadedSection>
  );
}
