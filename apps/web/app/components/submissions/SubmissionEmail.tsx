import { Anchor } from "@mantine/core";
import { mailto } from "../../lib/submissions/format.ts";

/** The sender's address as a mailto link on one line; a click on it does not open the row. */
export function SubmissionEmail({ email, block = false }: { email: string; block?: boolean }) {
  return (
    <Anchor
      href={mailto(email)}
      size="sm"
      display={block ? "block" : undefined}
      lineClamp={1}
      style={{ wordBreak: "break-all" }}
      onClick={(e) => e.stopPropagation()}
    >
      {email}
    </Anchor>
  );
}
