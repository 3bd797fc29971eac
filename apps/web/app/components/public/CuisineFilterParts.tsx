import type { CuisineOption } from "../../lib/member-filter.ts";

/**
 * The parts of the public GET filter forms (/members, /today): the cuisine select and the
 * buttons (show, and clear once a filter is on).
 */
export function CuisineField({
  id,
  value,
  options,
  withCount = false,
}: {
  id: string;
  value: string;
  options: CuisineOption[];
  /** Show each cuisine's member count after its name. */
  withCount?: boolean;
}) {
  return (
    <div className="member-filter__field">
      <label htmlFor={id}>Cuisine</label>
      <select id={id} name="cuisine" defaultValue={value}>
        <option value="">All cuisines</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {withCount ? `${option.title} (${option.count})` : option.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterActions({
  submit,
  clear,
  href,
}: {
  submit: string;
  /** The clear link's text, or null while no filter is on. */
  clear: string | null;
  /** The unfiltered page. */
  href: string;
}) {
  return (
    <div className="member-filter__actions">
      <button type="submit" className="button">
        {submit}
      </button>
      {clear ? (
        <a className="member-filter__clear" href={href}>
          {clear}
        </a>
      ) : null}
    </div>
  );
}
