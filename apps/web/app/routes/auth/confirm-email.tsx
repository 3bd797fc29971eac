import { API_PATHS } from "@fooddir/contract";
import { EmailChangeLink } from "../../components/auth/EmailChangeLink.tsx";

export function meta() {
  return [{ title: "Confirm your new email" }, { name: "robots", content: "noindex" }];
}

/** /confirm-email?token=...: the link mailed to the new address of an email change. */
export default function ConfirmEmail() {
  return (
    <EmailChangeLink
      title="Confirm your new email"
      subtitle="This address becomes the one you sign in with."
      path={API_PATHS.confirmEmail}
      actionLabel="Confirm new email"
    />
  );
}
