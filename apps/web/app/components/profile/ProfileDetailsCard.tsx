import type { Account } from "@fooddir/contract";
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { detailsChanges, detailsOf, validateDetails } from "../../lib/profile/details.ts";
import { useProfileForm } from "../../lib/profile/use-profile-form.ts";

const FIELDS = ["firstname", "lastname", "email"] as const;

/** "Your details": first name, last name and email; only changed fields are sent. */
export function ProfileDetailsCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const { values, errors, set, submit, reset, saving } = useProfileForm({
    initial: () => detailsOf(account),
    fields: FIELDS,
    validate: validateDetails,
    body: (next) => detailsChanges(account, next),
    onSaved: (updated) => {
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      notify.success("Your details were saved.");
    },
  });
  const { firstname, lastname, email } = account;
  useEffect(() => {
    reset({ firstname, lastname, email });
  }, [reset, firstname, lastname, email]);

  const dirty = Object.keys(detailsChanges(account, values)).length > 0;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="profile-details-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="profile-details-title">
              Your details
            </Title>
            <Text size="sm" c="dimmed">
              Your name is shown in the panel; the email is the one you sign in with.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              required
              autoComplete="given-name"
              maxLength={100}
              value={values.firstname}
              error={errors.firstname}
              onChange={set("firstname")}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="family-name"
              maxLength={100}
              value={values.lastname}
              error={errors.lastname}
              onChange={set("lastname")}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={set("email")}
          />
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
        </Stack>
      </form>
    </Paper>
  );
}
