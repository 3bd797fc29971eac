import { API_PATHS } from "@fooddir/contract";
import { Alert, Button, Stack } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { AuthFormHeader, BackToSignIn, FormErrorAlert } from "../../components/auth-form.tsx";
import { publicApi } from "../../lib/api/browser.ts";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors } from "../../lib/api/errors.ts";
import { AuthEmailInput } from "./auth-inputs.tsx";

export const RESET_SENT_MESSAGE = "If an account exists for that email, we sent a link.";

export function meta() {
  return [{ title: "Reset password" }];
}

export default function ResetPassword() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    setAlert(null);
    try {
      await publicApi()(API_PATHS.resetPassword, { method: "POST", body: { email } });
      setSent(true);
    } catch (e) {
      const status = apiErrorStatus(e);
      const body = apiErrorBody(e);
      if (status === 422 && body?.errors) setError(flattenFieldErrors(body.errors).email);
      else if (status === 429) setAlert(body?.message || "Too many requests.");
      else setSent(true);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="md">
      <AuthFormHeader
        title="Reset password"
        subtitle="We will email you a link to choose a new password."
      />
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {RESET_SENT_MESSAGE}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={alert} />
            <AuthEmailInput
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={error}
              autoFocus
            />
            <Button type="submit" loading={submitting} fullWidth size="md">
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </Stack>
  );
}
