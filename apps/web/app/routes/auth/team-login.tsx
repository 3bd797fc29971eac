import { Button, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link, useActionData, useSearchParams } from "react-router";
import { AuthFormHeader, FormErrorAlert } from "../../components/auth-form.tsx";
import { type SignInState, signInAction } from "../../lib/auth/sign-in.server.ts";
import { prefilledEmail } from "../../lib/auth/sign-in-address.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { Route } from "./+types/team-login";

export function meta() {
  return [{ title: "Sign in" }];
}

/**
 * Rendered without scripts (issue 40): the form is in the page's HTML and signs in as a plain
 * post, so a phone on a slow network can sign in before (and without) any script.
 */
export const handle: RouteHandle = { mantine: true, hydrate: false };

export const action = (args: Route.ActionArgs) => signInAction(args);

const CODE_HINT = "Enter the 6-digit code from your authenticator app, or a recovery code.";

/**
 * /team-login: email and password, then (for an account with two-factor sign-in) the code.
 * The code step keeps the address and password sealed in the form (sign-in-step.server.ts);
 * without a sealing key it asks for the password again beside the code.
 */
export default function TeamLogin() {
  const [params] = useSearchParams();
  const state = useActionData<SignInState>() ?? null;
  // Filled in from `?email=` (after choosing a password): then the password field has focus.
  const prefilled = state ? "" : prefilledEmail(params);
  const email = state?.email ?? prefilled;
  const errors = state?.errors ?? {};
  const codeStep = state?.step === "code";
  const sealed = codeStep ? state.pending : undefined;
  return (
    // A document post even when the page was reached inside the panel's app: the panel page
    // after it is then rendered with the new session (a top-level navigation).
    <Form method="post" reloadDocument>
      <Stack gap="md">
        <AuthFormHeader title="Team sign in" subtitle="Sign in to manage your sites." />
        <FormErrorAlert message={state?.alert ?? null} />
        {sealed ? (
          <>
            <input type="hidden" name="pending" value={sealed} />
            <Text size="sm">
              Signing in as <strong>{email}</strong>
            </Text>
          </>
        ) : (
          <>
            <TextInput
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="username"
              defaultValue={email}
              error={errors.email}
              autoFocus={!email}
            />
            <TextInput
              name="password"
              label="Password"
              type="password"
              required
              autoComplete="current-password"
              error={errors.password}
              autoFocus={Boolean(email) && !codeStep}
            />
          </>
        )}
        {codeStep ? (
          <TextInput
            name="code"
            label="Authentication code"
            description={CODE_HINT}
            required
            autoComplete="one-time-code"
            inputMode="text"
            error={errors.code}
            autoFocus
          />
        ) : null}
        <Button type="submit" fullWidth size="md">
          Sign in
        </Button>
        <Text size="sm" ta="center">
          <Text component={Link} to="/reset-password" c="anchor" inherit>
            Forgot your password?
          </Text>
        </Text>
      </Stack>
    </Form>
  );
}
