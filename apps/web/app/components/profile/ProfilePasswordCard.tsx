import { type Account, PASSWORD_MAX, PASSWORD_MIN } from "@fooddir/contract";
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { apiErrorBody, showApiError } from "../../lib/api/errors.ts";
import { LOGIN_PATH } from "../../lib/auth/guard.ts";
import { tokens } from "../../lib/auth/tokens.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { navigateTo } from "../../lib/navigation/navigate-to.ts";
import { notify } from "../../lib/notify.ts";
import { profileApi } from "../../lib/profile/api.ts";
import { formErrors } from "../../lib/profile/form-errors.ts";
import {
  EMPTY_PASSWORD_VALUES,
  type PasswordErrors,
  type PasswordValues,
  validatePasswordChange,
} from "../../lib/profile/password.ts";
import { ProfilePasswordStrength } from "./ProfilePasswordStrength.tsx";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;

/**
 * "Password": a change signs out every session of the user (contract.md "Session"); the API
 * answers with a new token pair for this browser, which replaces the revoked one. Without it
 * the session is over and the user signs in again.
 */
export function ProfilePasswordCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORD_VALUES);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changed, setChanged] = useState(false);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => profileApi.updateAccount(values),
    onSuccess: ({ session, ...updated }) => {
      setValues(EMPTY_PASSWORD_VALUES);
      if (!session) {
        tokens().clear();
        queryClient.clear();
        notify.success("Password changed - sign in again");
        navigateTo(LOGIN_PATH, { replace: true });
        return;
      }
      tokens().setTokens(session);
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      setChanged(true);
      notify.success("Password changed. Other sessions were signed out.");
    },
    onError: (error) => {
      const found = formErrors(apiErrorBody(error), FIELDS);
      setErrors(found.fields);
      if (found.unshown) showApiError(error);
    },
  });

  const set = (field: keyof PasswordValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setChanged(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="profile-password-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="profile-password-title">
              Password
            </Title>
            <Text size="sm" c="dimmed">
              Changing it signs you out everywhere else: other browsers and devices.
            </Text>
          </div>
          {changed ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title="Password changed"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setChanged(false)}
            >
              Other sessions were signed out. You stay signed in here.
            </Alert>
          ) : null}
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={account.email}
            readOnly
            hidden
          />
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            maxLength={1024}
            value={values.current_password}
            error={errors.current_password}
            onChange={set("current_password")}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            maxLength={1024}
            value={values.password}
            error={errors.password}
            onChange={set("password")}
            description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not a commonly used password.`}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <ProfilePasswordStrength password={values.password} />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            maxLength={1024}
            value={values.password_confirmation}
            error={errors.password_confirmation}
            onChange={set("password_confirmation")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
