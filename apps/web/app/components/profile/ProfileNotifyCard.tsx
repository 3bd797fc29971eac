import { type Account, NOTIFY_PREFERENCES, type NotifyPreference, ROLES } from "@fooddir/contract";
import { Button, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { useProfileForm } from "../../lib/profile/use-profile-form.ts";
import { SectionCard } from "../panel/SectionCard.tsx";
import { ProfileFormCard } from "./ProfileFormCard.tsx";

const FIELDS = ["notify"] as const;

/** Each choice with its one line of explanation. */
const CHOICES: Record<NotifyPreference, { label: string; text: string }> = {
  immediately: {
    label: "Immediately",
    text: "A mail for each new catering request, submission or change to review, as it comes.",
  },
  daily: {
    label: "Daily digest",
    text: "One mail each morning at 07:00 (the site's time zone) listing what came in since.",
  },
  off: {
    label: "Off",
    text: "No mails: the bell and the dashboard still show what waits.",
  },
};

const TITLE_ID = "profile-notify-title";

/**
 * "Notifications": how a staff user hears of what waits for them, saved through POST
 * /api/account `{notify}`. A vendor's mails about its own listing cannot be turned off: the card
 * says so instead.
 */
export function ProfileNotifyCard({ account }: { account: Account }) {
  if (account.role.id === ROLES.member) {
    return (
      <SectionCard labelledBy={TITLE_ID}>
        <Stack gap={4}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Notifications
          </Title>
          <Text size="sm">
            As a vendor you are always mailed about your listing: reviews of your changes, catering
            requests and bookings. These mails cannot be turned off.
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  return <StaffNotifyForm account={account} />;
}

function StaffNotifyForm({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useProfileForm({
    initial: { notify: account.notify },
    fields: FIELDS,
    validate: () => ({}),
    body: (next) =>
      next.notify === account.notify ? {} : { notify: next.notify as NotifyPreference },
    onSaved: (updated) => {
      queryClient.setQueryData(coreKeys.account, updated);
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      notify.success(`Saved: ${CHOICES[updated.notify].label}.`);
    },
  });
  const { values, setField, errors, submit, reset, saving } = form;
  useEffect(() => {
    reset({ notify: account.notify });
  }, [reset, account.notify]);

  return (
    <ProfileFormCard
      id={TITLE_ID}
      title="Notifications"
      description="Mails about what waits for you on the sites you manage."
      onSubmit={submit}
    >
      <Radio.Group
        label="Mail me"
        value={values.notify}
        onChange={(value) => setField("notify", value)}
        error={errors.notify}
      >
        <Stack gap="sm" mt="xs">
          {NOTIFY_PREFERENCES.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={CHOICES[choice].label}
              description={CHOICES[choice].text}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button type="submit" loading={saving} disabled={values.notify === account.notify}>
          Save notifications
        </Button>
      </Group>
    </ProfileFormCard>
  );
}
