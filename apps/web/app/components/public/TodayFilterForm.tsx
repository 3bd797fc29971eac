import type { CuisineOption } from "../../lib/member-filter.ts";
import { TODAY_PATH } from "../../lib/today.ts";

type Props = { cuisines: CuisineOption[]; cuisine: string };

/**
 * /today's cuisine filter: a plain GET form (`?cuisine=<url name>`, as on /members), so it works without
 * JavaScript, can be shared and is cached per cuisine.
 */
export function TodayFilterForm({ cuisines, cuisine }: Props) {
  return (
    <search>
      <form className="member-filter today-filter" method="get" action={TODAY_PATH}>
        <div className="member-filter__field">
          <label htmlFor="today-cuisine">Cuisine</label>
          <select id="today-cuisine" name="cuisine" defaultValue={cuisine}>
            <option value="">All cuisines</option>
            {cuisines.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.title}
              </option>
            ))}
          </select>
        </div>
        <div className="member-filter__actions">
          <button type="submit" className="button">
            Show trucks
          </button>
          {cuisine ? (
            <a className="member-filter__clear" href={TODAY_PATH}>
              Clear filter
            </a>
          ) : null}
        </div>
      </form>
    </search>
  );
}
