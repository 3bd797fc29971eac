import { API_PATHS } from "@fooddir/contract";
import { EmailChangeLink } from "../../components/auth/EmailChangeLink.tsx";

export function meta() {
  return [{ title: "Keep your email" }, { name: "robots", content: "noindex" }];
}

/** /revert-email?token=...: the link mailed to the old address of an email change. */
export default function RevertEmail() {
  return (
    <EmailChangeLink
      title="Keep your email"
      subtitle="Undo the email change of your account and sign it out everywhere."
      path={API_PATHS.revertEmail}
      actionLabel="Keep my email"
      danger
    />
  );
}
