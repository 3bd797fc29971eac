import { redirect } from "react-router";

/**
 * The address a public list was asked under, as the page cache keys it (ROUTE_QUERY_PARAMS in
 * apps/web/server/cache-key.ts): its path and the named parameters in this order, empty
 * ones left out, every other parameter dropped.
 */
export function askedAddress(url: URL, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return query.size > 0 ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Sends a request for a list under another spelling of its address to the one address the
 * page has (302): an unknown cuisine to the list unfiltered, a cuisine in capitals or a search
 * with spaces around it to its plain spelling, `?page=1` to the first page. Each spelling would
 * otherwise be a page of its own in the page cache, as many as a visitor cares to make up
 * (issue 37); the redirect is never stored.
 */
export function redirectToCanonical(
  request: Request,
  names: readonly string[],
  canonical: string,
): void {
  if (askedAddress(new URL(request.url), names) !== canonical) throw redirect(canonical);
}
