import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { publicApi } from "../../lib/api/browser.ts";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors } from "../../lib/api/errors.ts";
import { AuthFormHeader, BackToSignIn, FormErrorAlert } from "../auth-form.tsx";

export const EMAIL_LINK_BROKEN = "This link is invalid or has expired.";

type Props = {
  title: string;
  subtitle: string;
  /** The API path the link's token is posted to (API_PATHS.confirmEmail / revertEmail). */
  path: string;
  actionLabel: string;
  /** The button is red: the action signs the user out everywhere. */
  danger?: boolean;
};

/**
 * The page of a link mailed for an email change: it posts the link's `token` when the user
 * presses the button (never on load, so mail scanners that open links change nothing) and shows
 * the server's answer, or that the link is invalid or expired.
 */
export function EmailChangeLink({ title, subtitle, path, actionLabel, danger = false }: Props) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      const res = await publicApi()<{ data: { message: string } }>(path, {
        method: "POST",
        body: { token },
      });
      setDone(res.data.message);
    } catch (e) {
      const body = apiErrorBody(e);
      const fields = Object.values(flattenFieldErrors(body?.errors));
      setFailure(
        apiErrorStatus(e) === 429
          ? "Too many requests. Try again in a minute."
          : fields.join(" ") || body?.message || EMAIL_LINK_BROKEN,
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md">
      <AuthFormHeader title={title} subtitle={subtitle} />
      {done ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          role="status"
          title="Done"
        >
          {done}
        </Alert>
      ) : !token ? (
        <Alert color="yellow" variant="light" role="alert">
          {EMAIL_LINK_BROKEN} Open the link from the mail again, in full.
        </Alert>
      ) : (
        <>
          <FormErrorAlert message={failure} />
          <Text size="sm">The link works once.</Text>
          <Button
            onClick={send}
            loading={sending}
            fullWidth
            size="md"
            color={danger ? "red" : undefined}
          >
            {actionLabel}
          </Button>
        </>
      )}
      <BackToSignIn />
    </Stack>
  );
}
