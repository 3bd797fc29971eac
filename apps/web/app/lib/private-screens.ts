/**
 * The team's screens: the panel and the sign-in screens. No shared or page cache keeps them, no
 * page may frame them or keep a handle on one it opened (decision 017), and crawlers stay off.
 */
export const PRIVATE_SCREENS = [
  "/panel",
  "/team-login",
  "/reset-password",
  "/change-password",
  "/confirm-email",
  "/revert-email",
  "/accept-invitation",
] as const;

const PRIVATE_PREFIXES = PRIVATE_SCREENS.map((p) => `${p}/`);

/** Whether a path is one of PRIVATE_SCREENS or below one (asked on every public request). */
export function isPrivateScreen(pathname: string): boolean {
  for (let i = 0; i < PRIVATE_SCREENS.length; i++) {
    if (pathname === PRIVATE_SCREENS[i] || pathname.startsWith(PRIVATE_PREFIXES[i])) return true;
  }
  return false;
}
