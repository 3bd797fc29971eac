/**
 * Numbered pages of a public list (/blog, /members): `?page=N`, previous / next links and where
 * the reader is. A page that does not exist is the public 404.
 */

export type Paging = {
  page: number;
  pageCount: number;
  /** The previous and next pages' addresses, null at either end. */
  prev: string | null;
  next: string | null;
};

/**
 * The page a url asks for: 1 without `?page`, the number of `?page=N` (a plain positive whole
 * number, at most 6 digits), else null (the public 404: `?page=0`, `?page=x`, `?page=02`,
 * `?page=1&page=2`).
 */
export function requestedPage(url: URL): number | null {
  const values = url.searchParams.getAll("page");
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9]\d{0,5}$/.test(values[0])) return null;
  return Number(values[0]);
}

/**
 * Where page `page` of `total` items sits, `size` a page, with each page's address from
 * `hrefOf`; null when the page does not exist (past the last; an empty list has its first page,
 * which says so).
 */
export function pagingOf(
  page: number,
  total: number,
  size: number,
  hrefOf: (page: number) => string,
): Paging | null {
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return {
    page,
    pageCount,
    prev: page > 1 ? hrefOf(page - 1) : null,
    next: page < pageCount ? hrefOf(page + 1) : null,
  };
}

/** The items of one page. */
export const pageItems = <T>(items: readonly T[], paging: Paging, size: number): T[] =>
  items.slice((paging.page - 1) * size, paging.page * size);
