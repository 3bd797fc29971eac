import type { Account } from "@fooddir/contract";
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { apiErrorBody, showApiError } from "../../lib/api/errors.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { profileApi } from "../../lib/profile/api.ts";
import {
  type DetailsErrors,
  type DetailsValues,
  detailsChanges,
  detailsOf,
  validateDetails,
} from "../../lib/profile/details.ts";
import { formErrors } from "../../lib/profile/form-errors.ts";

const FIELDS = ["firstname", "lastname", "email"] as const;

/** "Your details": first name, last name and email; only changed fields are sent. */
export function ProfileDetailsCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DetailsValues>(() => detailsOf(account));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const { firstname, lastname, email } = account;
  useEffect(() => {
    setValues({ firstname, lastname, email });
    setErrors({});
  }, [firstname, lastname, email]);

  const changes = detailsChanges(account, values);
  const dirty = Object.keys(changes).length > 0;

  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => profileApi.updateAccount(changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      notify.success("Your details were saved.");
    },
    onError: (error) => {
      const found = formErrors(apiErrorBody(error), FIELDS);
      setErrors(found.fields);
      if (found.unshown) showApiError(error);
    },
  });

  const set = (field: keyof DetailsValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDetails(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && dirty) save.mutate();
  };

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
              <Button
                variant="default"
                onClick={() => {
                  setValues(detailsOf(account));
                  setErrors({});
                }}
                disabled={save.isPending}
              >
                Reset
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
