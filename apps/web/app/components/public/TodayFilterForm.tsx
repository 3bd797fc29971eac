import type { CuisineOption } from "../../lib/member-filter.ts";
import { TODAY_PATH } from "../../lib/today.ts";
import { CuisineField, FilterActions } from "./CuisineFilterParts.tsx";

type Props = { cuisines: CuisineOption[]; cuisine: string };

/**
 * /today's cuisine filter: a plain GET form (`?cuisine=<url name>`, as on /members), so it works without
 * JavaScript, can be shared and is cached per cuisine.
 */
export function TodayFilterForm({ cuisines, cuisine }: Props) {
  return (
    <search>
      <form className="member-filter today-filter" method="get" action={TODAY_PATH}>
        <CuisineField id="today-cuisine" value={cuisine} options={cuisines} />
        <FilterActions
          submit="Show trucks"
          clear={cuisine ? "Clear filter" : null}
          href={TODAY_PATH}
        />
      </form>
    </search>
  );
}
