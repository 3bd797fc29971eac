import type { TokenStore } from "./tokens.ts";

export type LogoutDeps = {
  /** Ends the session on the server (the bridge calls POST /api/auth/logout, clears cookies). */
  signOut: () => Promise<void>;
  tokens: TokenStore;
  /** Forgets the signed-in user (e.g. clears the query cache). */
  clearUser: () => void;
  go: (path: string) => void;
};

/**
 * Logout (spec §4): POST /api/auth/logout through the session bridge (a failure is ignored),
 * then forget the user and both tokens and go to /team-login.
 */
export async function logout({ signOut, tokens, clearUser, go }: LogoutDeps) {
  try {
    if (tokens.getRefreshToken()) await signOut();
  } catch {
    // already signed out / offline: the local session is dropped anyway
  }
  // Tokens first: queries that refetch once the cache is cleared then find no session and
  // call nothing (no 401s on the way to the sign-in page).
  tokens.clear();
  clearUser();
  go("/team-login");
}
