import { API_PATHS } from "@fooddir/contract";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";

/** Whether a site host belongs to a domain (static files and pages of other hosts are 404). */
export type HostResolver = (host: string) => Promise<boolean>;

const POSITIVE_MS = 60_000;
const NEGATIVE_MS = 5_000;
const MAX_ENTRIES = 1000;

/**
 * For the web process of the two-process setup, which has no database: asks the API once per
 * host and remembers the answer (a minute for known hosts, five seconds for unknown ones, and
 * until `forget` after a change event about domains).
 */
export function createRemoteHostResolver(apiCaller: ApiCaller) {
  const answers = new Map<string, { known: boolean; until: number }>();
  const resolve: HostResolver = async (host) => {
    const cached = answers.get(host);
    if (cached && cached.until > Date.now()) return cached.known;
    const { status } = await apiCaller({ host, path: API_PATHS.currentDomain });
    if (status >= 500) return true; // let the page itself report the outage
    const known = status === 200;
    if (answers.size >= MAX_ENTRIES) answers.clear();
    answers.set(host, { known, until: Date.now() + (known ? POSITIVE_MS : NEGATIVE_MS) });
    return known;
  };
  return { resolve, forget: () => answers.clear() };
}
