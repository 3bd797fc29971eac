import type { Account } from "@fooddir/contract";
import { Alert, Button, Group, PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import {
  detailsChanges,
  detailsOf,
  emailChanged,
  validateDetails,
} from "../../lib/profile/details.ts";
import { useProfileForm } from "../../lib/profile/use-profile-form.ts";
import { TOGGLE_PROPS } from "../auth-fields.ts";
import { fieldsOf, ProfileFormCard } from "./ProfileFormCard.tsx";

const FIELDS = ["firstname", "lastname", "email", "current_password"] as const;

/**
 * "Your details": first name, last name and email; only changed fields are sent. A new email
 * needs the current password and waits for the link mailed to it (`pending_email`).
 */
export function ProfileDetailsCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useProfileForm({
    initial: () => detailsOf(account),
    fields: FIELDS,
    validate: (next) => validateDetails(next, account),
    body: (next) => detailsChanges(account, next),
    onSaved: (updated) => {
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      // The email stays the old one until confirmed; the password is not kept.
      reset(detailsOf(updated));
      if (updated.pending_email && updated.pending_email !== account.pending_email) {
        notify.success(`Confirm the link we sent to ${updated.pending_email}.`);
      } else {
        notify.success("Your details were saved.");
      }
    },
  });
  const { values, submit, reset, saving } = form;
  const field = fieldsOf(form);
  const { firstname, lastname, email } = account;
  useEffect(() => {
    reset(detailsOf({ firstname, lastname, email }));
  }, [reset, firstname, lastname, email]);

  const dirty = Object.keys(detailsChanges(account, values)).length > 0;
  const askPassword = emailChanged(account, values);

  return (
    <ProfileFormCard
      id="profile-details-title"
      title="Your details"
      description="Your name is shown in the panel; the email is the one you sign in with."
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          maxLength={100}
          {...field("firstname")}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={100}
          {...field("lastname")}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        {...field("email")}
        description={
          askPassword
            ? "We will mail a link to the new address; it becomes your email when you open it."
            : undefined
        }
      />
      {askPassword ? (
        <PasswordInput
          visibilityToggleButtonProps={TOGGLE_PROPS}
          label="Current password"
          description="Needed to change your email."
          required
          autoComplete="current-password"
          {...field("current_password")}
        />
      ) : null}
      {account.pending_email ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconMailForward size={18} />}
          title="Email change waiting for confirmation"
          role="status"
        >
          Confirm the link we sent to <strong>{account.pending_email}</strong>. Until then you sign
          in with {account.email}.
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {dirty ? (
          <Button variant="default" onClick={() => reset(detailsOf(account))} disabled={saving}>
            Reset
          </Button>
        ) : null}
        <Button type="submit" loading={saving} disabled={!dirty}>
          Save details
        </Button>
      </Group>
    </ProfileFormCard>
  );
}
