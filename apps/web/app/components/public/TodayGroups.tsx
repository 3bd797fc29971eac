import type { TodayGroups as Groups } from "../../lib/stop-times.ts";
import type { TodayStop } from "../../lib/today.ts";
import { StopList } from "./StopItem.tsx";

type Props = {
  groups: Groups<TodayStop>;
  timeZone: string;
  /** A cuisine is chosen: the empty states say so. */
  filtered: boolean;
};

const GROUPS = [
  { key: "openNow", id: "today-open", title: "Open now", empty: "No truck is open right now." },
  {
    key: "laterToday",
    id: "today-later",
    title: "Later today",
    empty: "No more trucks are coming out today.",
  },
  {
    key: "tomorrow",
    id: "today-tomorrow",
    title: "Tomorrow",
    empty: "No trucks are scheduled for tomorrow yet.",
  },
] as const;

/** One group of /today: its heading and its stops, or a line saying there are none. */
function TodayGroup({
  group: { id, title, empty },
  stops,
  timeZone,
}: {
  group: (typeof GROUPS)[number];
  stops: TodayStop[];
  timeZone: string;
}) {
  return (
    <section className="today-group" aria-labelledby={id}>
      <h2 id={id} className="today-group__title">
        {title} <span className="today-group__count">({stops.length})</span>
      </h2>
      <StopList stops={stops} empty={empty} timeZone={timeZone} located />
    </section>
  );
}

/**
 * /today's list, the page's accessible view of where the trucks are: open now, later today and
 * tomorrow, each with its own empty state, or one line when no truck is out at all.
 */
export function TodayGroups({ groups, timeZone, filtered }: Props) {
  const total = groups.openNow.length + groups.laterToday.length + groups.tomorrow.length;
  if (total === 0) {
    return (
      <p className="today-empty">
        {filtered ? (
          <>
            No trucks of this cuisine are out today or tomorrow.{" "}
            <a href="/today">Show every cuisine</a>
          </>
        ) : (
          "No trucks are out today. Check back tomorrow."
        )}
      </p>
    );
  }
  return (
    <div className="today-groups">
      {GROUPS.map((group) => (
        <TodayGroup key={group.key} group={group} stops={groups[group.key]} timeZone={timeZone} />
      ))}
    </div>
  );
}
