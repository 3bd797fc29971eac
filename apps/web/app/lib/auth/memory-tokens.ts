import type { TokenStore } from "./tokens.ts";

/** In-memory token store (tests, and anywhere cookies are not available). */
export function createMemoryTokenStore(
  initial: { access?: string | null; refresh?: string | null } = {},
): TokenStore {
  let access = initial.access ?? null;
  let refresh = initial.refresh ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(t) {
      access = t.access_token;
      refresh = t.refresh_token;
    },
    clearAccessToken() {
      access = null;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}
