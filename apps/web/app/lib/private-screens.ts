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

/** Whether a path is one of PRIVATE_SCREENS or below one. */
export function isPrivateScreen(pathname: string): boolean {
  return PRIVATE_SCREENS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
