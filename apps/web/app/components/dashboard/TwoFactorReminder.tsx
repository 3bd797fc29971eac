import { Alert, Anchor } from "@mantine/core";
import { IconShieldOff } from "@tabler/icons-react";
import { Link } from "react-router";

/** "Protect your account": shown while two-factor authentication is off. */
export function TwoFactorReminder() {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconShieldOff size={18} />}
      title="Protect your account"
    >
      Two-factor authentication is off.{" "}
      <Anchor
        component={Link}
        to="/panel/profile"
        size="sm"
        underline="always"
        c="inherit"
        fw={600}
      >
        Turn it on in your profile
      </Anchor>
      .
    </Alert>
  );
}
