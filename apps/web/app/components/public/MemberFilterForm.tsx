import type { CuisineOption, MemberFilter } from "../../lib/member-filter.ts";

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
        <div className="member-filter__field">
          <label htmlFor="member-cuisine">Cuisine</label>
          <select id="member-cuisine" name="cuisine" defaultValue={filter.cuisine}>
            <option value="">All cuisines</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.title} ({option.count})
              </option>
            ))}
          </select>
        </div>
        <div className="member-filter__actions">
          <button type="submit" className="button">
            Show members
          </button>
          {active ? (
            <a className="member-filter__clear" href="/members">
              Clear filters
            </a>
          ) : null}
        </div>
      </form>
    </search>
  );
}
