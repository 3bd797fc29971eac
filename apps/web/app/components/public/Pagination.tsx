import type { Paging } from "../../lib/paging.ts";

/**
 * Previous / next links between the pages of a public list (/blog, /members), with where the
 * reader is ("Page 2 of 3"). Nothing when everything fits on one page.
 */
export function Pagination({ paging, label }: { paging: Paging; label: string }) {
  if (paging.pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {paging.prev ? (
        <a className="pagination__link" href={paging.prev} rel="prev">
          <span aria-hidden="true">←</span>Previous page
        </a>
      ) : null}
      <p className="pagination__status">
        Page {paging.page} of {paging.pageCount}
      </p>
      {paging.next ? (
        <a className="pagination__link" href={paging.next} rel="next">
          Next page<span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  );
}
