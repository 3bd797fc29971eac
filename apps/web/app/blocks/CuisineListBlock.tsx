import { slugify } from "@fooddir/contract";
import { formatCount } from "../lib/content/format.ts";
import { Placeholder, safeHref, TitledSection } from "./shared.tsx";
import type { CuisineListBlockProps } from "./types.ts";

/**
 * The domain's cuisines as chips, each a link: to its cuisine page when it has one, else to the
 * members who cook it (`/members?cuisine=<url name>`, contract.md "Notifications, search, places").
 */
export function CuisineListBlock({ title, show_counts, resolved, editing }: CuisineListBlockProps) {
  const cuisines = resolved?.cuisines ?? [];
  if (cuisines.length === 0) {
    return editing ? (
      <Placeholder label="Cuisines" hint="No cuisines yet; add cuisine tags to members." />
    ) : null;
  }
  return (
    <TitledSection className="blk-cuisines" title={title}>
      <ul className="blk-cuisines__list">
        {cuisines.map((cuisine) => {
          const href =
            safeHref(cuisine.url) ??
            `/members?${new URLSearchParams({ cuisine: slugify(cuisine.title) })}`;
          const label = (
            <>
              <span className="blk-cuisines__name">{cuisine.title}</span>
              {show_counts ? (
                <span className="blk-cuisines__count">{formatCount(cuisine.count, "member")}</span>
              ) : null}
            </>
          );
          return (
            <li key={cuisine.id}>
              <a className="blk-cuisines__item" href={href}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
