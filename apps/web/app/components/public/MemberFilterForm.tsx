import type { CuisineOption, MemberFilter } from "../../lib/member-filter.ts";
import { CuisineField, FilterActions } from "./CuisineFilterParts.tsx";

type Props = { filter: MemberFilter; options: CuisineOption[] };

/**
 * The /members filter: a plain GET form (the URL carries the filter, so it works without
 * JavaScript, can be shared and is cached per filter).
 */
export function MemberFilterForm({ filter, options }: Props) {
  const active = filter.cuisine !== "" || filter.search !== "";
  return (
    <search>
      <form className="member-filter" method="get" action="/members">
        <div className="member-filter__field">
          <label htmlFor="member-search">Search by name or food</label>
          <input
            id="member-search"
            type="search"
            name="search"
            defaultValue={filter.search}
            maxLength={100}
            placeholder="e.g. tacos"
          />
        </div>
        <CuisineField id="member-cuisine" value={filter.cuisine} options={options} withCount />
        <FilterActions
          submit="Show members"
          clear={active ? "Clear filters" : null}
          href="/members"
        />
      </form>
    </search>
  );
}
