import { type CuisineChoice, TODAY_PATH } from "../../lib/today.ts";

type Props = { cuisines: CuisineChoice[]; cuisine: string };

/**
 * /today's cuisine filter: a plain GET form (`?cuisine=<tag id>`), so it works without
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
              <option key={choice.id} value={String(choice.id)}>
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
