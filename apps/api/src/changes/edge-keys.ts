import { type ChangeEvent, type ChangeTopic, changesPublicData, isPublicTopic } from "./bus.ts";

/**
 * Cache keys of public pages (decision 028): the web server lists them on every cacheable page
 * (`Surrogate-Key`, `xkey`, `Cache-Tag`) from what the page read, and the edge purge turns a
 * change event into the keys it must drop. Names carry a prefix so one CDN zone may serve other
 * things beside this installation.
 */
export const EDGE_KEY_ALL = "fd-all";
export const domainKey = (domainId: number) => `fd-d${domainId}`;
export const postKey = (domainId: number, postId: number) => `fd-d${domainId}-p${postId}`;
export const stopsKey = (domainId: number) => `fd-d${domainId}-stops`;

/** Topics whose writes change only what the stop and location reads answer. */
const STOP_TOPICS: ReadonlySet<ChangeTopic> = new Set(["stops"]);

/**
 * The keys a change event drops at the edge; [] when it changes nothing public. A write of
 * stops and locations drops the pages that read stops (`/today`, member pages, the calendar
 * feeds); any other public write drops its whole domain, as the in-process page cache does:
 * every page reads the site (menus, the truck page's members), so a post's existence shows on
 * every page of its domain. An event for every domain drops everything.
 */
export function edgeKeysOf(event: ChangeEvent): string[] {
  if (event.domain_id === null) return [EDGE_KEY_ALL];
  if (!changesPublicData(event)) return [];
  const publicTopics = event.topics.filter(isPublicTopic);
  if (publicTopics.every((t) => STOP_TOPICS.has(t))) {
    return [stopsKey(event.domain_id)];
  }
  return [domainKey(event.domain_id)];
}

/** API paths whose answers come from stops and locations (a page reading one gets stopsKey). */
export function readsStops(apiPath: string): boolean {
  return /^\/api\/(stops|locations)(\/|\?|$)/.test(apiPath);
}
