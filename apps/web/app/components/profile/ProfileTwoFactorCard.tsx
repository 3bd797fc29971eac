import type { Account } from "@fooddir/contract";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { SectionCard } from "../panel/SectionCard.tsx";
import { ProfileTwoFactorDisable } from "./ProfileTwoFactorDisable.tsx";
import { ProfileTwoFactorSetup } from "./ProfileTwoFactorSetup.tsx";

/** "Two-factor authentication": status, turn on (step flow) and turn off (password). */
export function ProfileTwoFactorCard({ account }: { account: Account }) {
  const [opened, setOpened] = useState<"setup" | "disable" | null>(null);
  const on = account.two_factor_enabled;
  const action = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(null);
    // The button that opened the modal is replaced when the status flips: focus its successor.
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) action.current?.focus();
    }, 300);
  };
  return (
    <SectionCard labelledBy="profile-2fa-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: "1 1 240px" }}>
            <Group gap="xs">
              <Title order={2} size="h4" id="profile-2fa-title">
                Two-factor authentication
              </Title>
              <Badge
                variant="light"
                color={on ? "teal" : "gray"}
                leftSection={on ? <IconShieldCheck size={12} /> : <IconShieldOff size={12} />}
              >
                {on ? "On" : "Off"}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {on
                ? "Signing in needs your password and a code from your authenticator app (or a recovery code)."
                : "Protect your account with a code from an authenticator app in addition to your password."}
            </Text>
          </div>
          {on ? (
            <Button ref={action} variant="light" color="red" onClick={() => setOpened("disable")}>
              Turn off
            </Button>
          ) : (
            <Button ref={action} onClick={() => setOpened("setup")}>
              Turn on
            </Button>
          )}
        </Group>
      </Stack>
      <ProfileTwoFactorSetup opened={opened === "setup"} onClose={close} />
      <ProfileTwoFactorDisable opened={opened === "disable"} onClose={close} />
    </SectionCard>
  );
}
