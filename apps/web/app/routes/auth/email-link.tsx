import { API_PATHS } from "@fooddir/contract";
import type { ComponentProps } from "react";
import { type MetaArgs, useLocation } from "react-router";
import { EmailChangeLink } from "../../components/auth/EmailChangeLink.tsx";

/**
 * The pages of the links mailed with a token (`?token=...`), by the route's path. Each posts the
 * token only when its button is pressed: mail scanners open links.
 */
const EMAIL_LINKS: Record<string, ComponentProps<typeof EmailChangeLink>> = {
  /** Mailed to the new address of an email change. */
  "/confirm-email": {
    title: "Confirm your new email",
    subtitle: "This address becomes the one you sign in with.",
    path: API_PATHS.confirmEmail,
    actionLabel: "Confirm new email",
  },
  /** Mailed to the old address of an email change. */
  "/revert-email": {
    title: "Keep your email",
    subtitle: "Undo the email change of your account and sign it out everywhere.",
    path: API_PATHS.revertEmail,
    actionLabel: "Keep my email",
    danger: true,
  },
  /** Mailed to an address that already has an account when a site admin invites it (decision 021). */
  "/accept-invitation": {
    title: "Join the team",
    subtitle: "Add this site to your account. You keep your password and your other sites.",
    path: API_PATHS.acceptInvitation,
    actionLabel: "Join this site",
  },
};

/** The link page of this address (a trailing slash matches too). */
function emailLinkAt(pathname: string) {
  const page = EMAIL_LINKS[pathname.replace(/\/+$/, "")];
  if (!page) throw new Error(`No email link page at ${pathname}`);
  return page;
}

export function meta({ location }: MetaArgs) {
  return [{ title: emailLinkAt(location.pathname).title }, { name: "robots", content: "noindex" }];
}

/** /confirm-email, /revert-email and /accept-invitation (routes.ts). */
export default function EmailLink() {
  return <EmailChangeLink {...emailLinkAt(useLocation().pathname)} />;
}
