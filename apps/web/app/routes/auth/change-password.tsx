import { API_PATHS } from "@fooddir/contract";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthFormHeader, BackToSignIn, FormErrorAlert } from "../../components/auth-form.tsx";
import { publicApi } from "../../lib/api/browser.ts";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors } from "../../lib/api/errors.ts";
import { signInHref } from "../../lib/auth/sign-in-address.ts";
import { notify } from "../../lib/notify.ts";
import { AuthPasswordInput } from "./auth-inputs.tsx";

export function meta() {
  return [{ title: "Change password" }];
}

export default function ChangePassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const linkBroken = !token || !email;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmation) {
      setErrors({ password_confirmation: "The password confirmation does not match." });
      return;
    }
    setSubmitting(true);
    setErrors({});
    setAlert(null);
    try {
      await publicApi()(API_PATHS.changePassword, {
        method: "POST",
        body: { token, email, password, password_confirmation: confirmation },
      });
      notify.success("Your password was changed. Please sign in.");
      navigate(signInHref(email), { replace: true });
    } catch (e) {
      const body = apiErrorBody(e);
      const fieldErrors = flattenFieldErrors(body?.errors);
      const { password: pw, password_confirmation: pc, ...rest } = fieldErrors;
      setErrors({ password: pw, password_confirmation: pc } as Record<string, string>);
      const other = Object.values(rest).join(", ");
      if (other || !pw) {
        setAlert(
          other ||
            (apiErrorStatus(e) === 429 ? "Too many requests." : body?.message) ||
            "The password could not be changed.",
        );
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="md">
      <AuthFormHeader title="Choose a new password" subtitle="At least 8 characters." />
      {linkBroken ? (
        <Alert color="yellow" variant="light" role="alert">
          This link is incomplete. Request a new one from the reset password page.
        </Alert>
      ) : null}
      <FormErrorAlert message={alert} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" value={email} readOnly variant="filled" />
          <AuthPasswordInput
            label="Password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoFocus
          />
          <AuthPasswordInput
            label="Confirm password"
            value={confirmation}
            onChange={setConfirmation}
            error={errors.password_confirmation}
          />
          <Button type="submit" loading={submitting} fullWidth size="md" disabled={linkBroken}>
            Change password
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </Stack>
  );
}
