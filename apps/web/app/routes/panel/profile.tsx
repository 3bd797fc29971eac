import { Alert, Button, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { ProfileDetailsCard } from "../../components/profile/ProfileDetailsCard.tsx";
import { ProfileNotifyCard } from "../../components/profile/ProfileNotifyCard.tsx";
import { ProfilePasswordCard } from "../../components/profile/ProfilePasswordCard.tsx";
import { ProfileTwoFactorCard } from "../../components/profile/ProfileTwoFactorCard.tsx";
import { usePanel } from "../../lib/panel-context.ts";

export function meta() {
  return [{ title: "Profile" }];
}

export const ErrorBoundary = PanelError;

/** /panel/profile: the signed-in user's name, email, password, two-factor sign-in and mails. */
export default function Screen() {
  const { account } = usePanel();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          Profile
        </Title>
        <Text c="dimmed" size="sm">
          Your account on every site you manage.
        </Text>
      </div>
      {account.data ? (
        <>
          <ProfileDetailsCard account={account.data} />
          <ProfilePasswordCard account={account.data} />
          <ProfileTwoFactorCard account={account.data} />
          <ProfileNotifyCard account={account.data} />
        </>
      ) : account.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Your account could not be loaded."
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button variant="light" color="red" onClick={() => account.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label="Loading your profile">
          <Skeleton h={260} radius="lg" />
          <Skeleton h={320} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      )}
    </Stack>
  );
}
