import { Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthFormHeader, FormErrorAlert } from "../../components/auth-form.tsx";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors } from "../../lib/api/errors.ts";
import { signIn } from "../../lib/auth/session-bridge.ts";
import { prefilledEmail } from "../../lib/auth/sign-in-address.ts";
import { AuthEmailInput, AuthPasswordInput, AuthTextInput } from "./auth-inputs.tsx";

export function meta() {
  return [{ title: "Sign in" }];
}

export default function TeamLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Filled in from `?email=` (after choosing a password): then the password field has focus.
  const [prefilled] = useState(() => prefilledEmail(params));
  const [email, setEmail] = useState(prefilled);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    setAlert(null);
    try {
      await signIn({ email, password, ...(needsCode && code ? { code } : {}) });
      navigate("/panel", { replace: true });
    } catch (error) {
      const status = apiErrorStatus(error);
      const body = apiErrorBody(error);
      if (status === 422 && body?.errors) {
        const fieldErrors = flattenFieldErrors(body.errors);
        if (fieldErrors.code) {
          setNeedsCode(true);
          // The first "code required" is a prompt, not a mistake.
          if (!needsCode) delete fieldErrors.code;
          setTimeout(() => codeRef.current?.focus(), 0);
        }
        setErrors(fieldErrors);
      } else if (status === 429) {
        setAlert(body?.message || "Too many requests.");
      } else {
        setAlert(body?.message || "Sign-in failed. Please try again.");
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AuthFormHeader title="Team sign in" subtitle="Sign in to manage your sites." />
        <FormErrorAlert message={alert} />
        <AuthEmailInput
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={errors.email}
          data-autofocus={prefilled ? undefined : true}
          autoFocus={!prefilled}
        />
        <AuthPasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoFocus={Boolean(prefilled)}
        />
        {needsCode ? (
          <AuthTextInput
            ref={codeRef}
            label="Authentication code"
            description="Enter the 6-digit code from your authenticator app, or a recovery code."
            autoComplete="one-time-code"
            inputMode="text"
            value={code}
            onChange={setCode}
            error={errors.code}
          />
        ) : null}
        <Button type="submit" loading={submitting} fullWidth size="md">
          Sign in
        </Button>
        <Text size="sm" ta="center">
          <Text component={Link} to="/reset-password" c="anchor" inherit>
            Forgot your password?
          </Text>
        </Text>
      </Stack>
    </form>
  );
}
