/** What a route module may declare in `export const handle`. */
export type RouteHandle = {
  /** `false` on public routes: the page is server-rendered HTML without React Router's scripts. */
  hydrate?: boolean;
  /** Route renders Mantine UI (auth and panel): the document gets Mantine's color-scheme setup. */
  mantine?: boolean;
  /** A panel screen that needs the whole window (the page builder): the navigation folds away. */
  fullWidth?: boolean;
};

type MatchLike = { id: string; handle?: unknown };

const handleOf = (match: MatchLike) => (match.handle ?? {}) as RouteHandle;

/**
 * Whether the page ships `<Scripts/>`: not when a matched route says `hydrate: false`, and not for
 * a bare root error page (no route below the root matched).
 */
export function shouldHydrate(matches: readonly MatchLike[]): boolean {
  if (matches.length <= 1) return false;
  return !matches.some((m) => handleOf(m).hydrate === false);
}

export function usesMantine(matches: readonly MatchLike[]): boolean {
  return matches.some((m) => handleOf(m).mantine === true);
}

export function usesFullWidth(matches: readonly MatchLike[]): boolean {
  return matches.some((m) => handleOf(m).fullWidth === true);
}
