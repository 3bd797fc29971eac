import { API_PATHS, DOMAIN_CHANGED_MESSAGE, DOMAIN_ID_HEADER } from "@fooddir/contract";
import { FetchError, type FetchOptions, ofetch } from "ofetch";
import type { TokenStore } from "../auth/tokens.ts";

/** Spec §8: statuses retried for idempotent requests. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
/** Spec §9: delay before repeating a request that failed with 401 after a token refresh. */
export const UNAUTHORIZED_RETRY_DELAY_MS = 500;
export const REFRESH_PATH = API_PATHS.refreshTokens;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRequestOptions = Omit<FetchOptions<"json">, "method" | "retry"> & {
  method?: Method;
};
export type ApiClient = (<T = unknown>(path: string, options?: ApiRequestOptions) => Promise<T>) & {
  /** Renews the token pair with the refresh token (shared while in flight); false if it cannot. */
  refresh: () => Promise<boolean>;
};

export type ApiClientConfig = {
  baseURL: string;
  /** Without a token store the client sends no authorisation (the public client). */
  tokens?: TokenStore;
  /** Called (after the tokens are cleared) when the session cannot be recovered. */
  onUnauthenticated?: () => void;
  /**
   * How the access token is renewed, instead of the API's refresh call with the stored refresh
   * token: the panel renews through its site host's session bridge (decision 017).
   */
  renew?: () => Promise<RenewOutcome>;
  /**
   * The domain the screen shows, sent as `X-Domain-Id` (contract.md "Several domains in one
   * panel"); the API answers 409 when another tab switched the session's domain.
   */
  domainId?: () => number | null;
  /** Called when the API answered that 409: the screen shows a domain the session left. */
  onDomainChanged?: () => void;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
};

/** "refused": the API answered the refresh with a 4xx (the session is over); "unreachable": no
 * answer, a 5xx (overload, outage) or an aborted call (a navigation): the tokens are kept. */
export type RenewOutcome = "renewed" | "refused" | "unreachable";

/** A renewal call that failed: refused on a 4xx answer, else unreachable. */
export function failedRenewal(error: unknown): RenewOutcome {
  const status = isFetchError(error) ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 ? "refused" : "unreachable";
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET is retried once on the retryable statuses; writes never (spec §8). */
export function retriesFor(method: string | undefined) {
  return (method ?? "GET").toUpperCase() === "GET" ? 1 : 0;
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError || (error instanceof Error && error.name === "FetchError");
}

/** The API's 409 for a screen whose domain is no longer the session's active one. */
export function isDomainChanged(error: unknown): boolean {
  return (
    isFetchError(error) &&
    error.status === 409 &&
    (error.data as { message?: unknown } | undefined)?.message === DOMAIN_CHANGED_MESSAGE
  );
}

/**
 * ofetch-based API client. With a token store it sends `Authorization: Bearer <access_token>`
 * on every request and recovers from a 401 (spec §4): the access token is cleared; with a refresh
 * token one refresh call is made (shared by concurrent 401s); on success both tokens are stored
 * and the request is repeated once after 500 ms; when the API refuses the refresh (4xx) the
 * tokens are cleared and `onUnauthenticated` runs. A refresh that got no answer (network, abort)
 * or a 5xx keeps the refresh token: a navigation or a busy server must not sign anyone out.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const { tokens, onUnauthenticated, sleep = defaultSleep } = config;
  const $fetch = ofetch.create(
    {
      baseURL: config.baseURL,
      retryStatusCodes: RETRY_STATUS_CODES,
      headers: { accept: "application/json" },
      onRequest({ options }) {
        const token = tokens?.getAccessToken();
        if (token) options.headers.set("authorization", `Bearer ${token}`);
        const domainId = config.domainId?.();
        if (token && domainId) options.headers.set(DOMAIN_ID_HEADER, String(domainId));
      },
    },
    config.fetch ? { fetch: config.fetch } : {},
  );

  let refreshing: Promise<RenewOutcome> | null = null;
  const renew = () => {
    refreshing ??= (async () => {
      if (config.renew) return config.renew();
      const refreshToken = tokens?.getRefreshToken();
      if (!tokens || !refreshToken) return "refused" as const;
      try {
        const res = await $fetch<{ data: { access_token: string; refresh_token: string } }>(
          REFRESH_PATH,
          {
            method: "POST",
            retry: 0,
            onRequest({ options }) {
              options.headers.set("authorization", `Bearer ${refreshToken}`);
            },
          },
        );
        tokens.setTokens(res.data);
        return "renewed" as const;
      } catch (error) {
        return failedRenewal(error);
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  const refresh = async () => (await renew()) === "renewed";

  const giveUp = () => {
    tokens?.clear();
    onUnauthenticated?.();
  };

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const screenDomain = config.domainId?.() ?? null;
    try {
      return await authorised<T>(path, options);
    } catch (error) {
      // News from another tab only while the screen still shows the domain the call named: a
      // call sent before this window switched its own domain is not (issue 38).
      const sameScreen = (config.domainId?.() ?? null) === screenDomain;
      if (isDomainChanged(error) && sameScreen) config.onDomainChanged?.();
      throw error;
    }
  }

  async function authorised<T>(path: string, options: ApiRequestOptions): Promise<T> {
    const send = () =>
      $fetch<T>(path, { ...options, retry: retriesFor(options.method) } as FetchOptions<"json">);
    const sentToken = tokens?.getAccessToken() ?? null;
    try {
      return await send();
    } catch (error) {
      if (!tokens || !isFetchError(error) || error.status !== 401 || path === REFRESH_PATH) {
        throw error;
      }
      const current = tokens.getAccessToken();
      // Another request may already have renewed the pair while this one was in flight.
      const renewedMeanwhile = current !== null && current !== sentToken;
      if (!renewedMeanwhile) {
        tokens.clearAccessToken();
        const outcome = tokens.getRefreshToken() ? await renew() : "refused";
        if (outcome === "refused") giveUp();
        // Unreachable: the session may well be alive; the next request tries again.
        if (outcome !== "renewed") throw error;
      }
      await sleep(UNAUTHORIZED_RETRY_DELAY_MS);
      try {
        return await send();
      } catch (retryError) {
        if (isFetchError(retryError) && retryError.status === 401) giveUp();
        throw retryError;
      }
    }
  }

  return Object.assign(request, { refresh });
}
