import type { BlogPaging } from "../../lib/blog.ts";

/**
 * Previous / next links between the pages of the blog, with where the reader is ("Page 2 of
 * 3"). Nothing when everything fits on one page.
 */
export function BlogPagination({ paging }: { paging: BlogPaging }) {
  if (paging.pageCount <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      {paging.prev ? (
        <a className="blog-pagination__link" href={paging.prev} rel="prev">
          <span aria-hidden="true">← </span>Previous page
        </a>
      ) : null}
      <p className="blog-pagination__status">
        Page {paging.page} of {paging.pageCount}
      </p>
      {paging.next ? (
        <a className="blog-pagination__link" href={paging.next} rel="next">
          Next page<span aria-hidden="true"> →</span>
        </a>
      ) : null}
    </nav>
  );
}
