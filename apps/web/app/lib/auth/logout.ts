import type { ApiClient } from "../api/client.ts";
import type { TokenStore } from "./tokens.ts";

export type LogoutDeps = {
  api: ApiClient;
  tokens: TokenStore;
  /** Forgets the signed-in user (e.g. clears the query cache). */
  clearUser: () => void;
  go: (path: string) => void;
};

/**
 * Logout (spec §4): POST /api/auth/logout (a failure is ignored), then forget the user and both
 * tokens and go to /team-login.
 */
export async function logout({ api, tokens, clearUser, go }: LogoutDeps) {
  try {
    if (tokens.getAccessToken()) await api("/api/auth/logout", { method: "POST" });
  } catch {
    // already signed out / offline: the local session is dropped anyway
  }
  clearUser();
  tokens.clear();
  go("/team-login");
}
