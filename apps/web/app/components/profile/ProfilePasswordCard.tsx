import { type Account, PASSWORD_MAX, PASSWORD_MIN } from "@fooddir/contract";
import { Alert, Button, Group, PasswordInput } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LOGIN_PATH } from "../../lib/auth/guard.ts";
import { tokens } from "../../lib/auth/tokens.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { navigateTo } from "../../lib/navigation/navigate-to.ts";
import { notify } from "../../lib/notify.ts";
import { EMPTY_PASSWORD_VALUES, validatePasswordChange } from "../../lib/profile/password.ts";
import { useProfileForm } from "../../lib/profile/use-profile-form.ts";
import { fieldsOf, ProfileFormCard } from "./ProfileFormCard.tsx";
import { ProfilePasswordStrength } from "./ProfilePasswordStrength.tsx";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;

/**
 * "Password": a change signs out every session of the user (contract.md "Session"); the API
 * answers with a new session for this browser, which the session bridge put in place of the
 * revoked one. Without it the session is over and the user signs in again.
 */
export function ProfilePasswordCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useProfileForm({
    initial: EMPTY_PASSWORD_VALUES,
    fields: FIELDS,
    validate: validatePasswordChange,
    body: (next) => next,
    onSaved: ({ session, ...updated }) => {
      setValues(EMPTY_PASSWORD_VALUES);
      if (!session) {
        tokens().clear();
        queryClient.clear();
        notify.success("Password changed - sign in again");
        navigateTo(LOGIN_PATH, { replace: true });
        return;
      }
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      setChanged(true);
      notify.success("Password changed. Other sessions were signed out.");
    },
    onEdit: () => setChanged(false),
  });
  const { values, setValues, submit, saving } = form;
  const field = fieldsOf(form);

  return (
    <ProfileFormCard
      id="profile-password-title"
      title="Password"
      description="Changing it signs you out everywhere else: other browsers and devices."
      onSubmit={submit}
    >
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
        {...field("current_password")}
      />
      <PasswordInput
        label="New password"
        required
        autoComplete="new-password"
        maxLength={1024}
        {...field("password")}
        description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not a commonly used password.`}
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      <ProfilePasswordStrength password={values.password} />
      <PasswordInput
        label="Confirm new password"
        required
        autoComplete="new-password"
        maxLength={1024}
        {...field("password_confirmation")}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={saving}>
          Change password
        </Button>
      </Group>
    </ProfileFormCard>
  );
}
