import { API_PATHS } from "@fooddir/contract";
import { EmailChangeLink } from "../../components/auth/EmailChangeLink.tsx";

export function meta() {
  return [{ title: "Join the team" }, { name: "robots", content: "noindex" }];
}

/**
 * /accept-invitation?token=...: the link mailed to an address that already has an account when a
 * site admin invites it (decision 021). Posts only when the button is pressed: mail scanners open
 * links.
 */
export default function AcceptInvitation() {
  return (
    <EmailChangeLink
      title="Join the team"
      subtitle="Add this site to your account. You keep your password and your other sites."
      path={API_PATHS.acceptInvitation}
      actionLabel="Join this site"
    />
  );
}
