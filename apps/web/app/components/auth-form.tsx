import { Alert, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";

/** The title and one-line explanation at the top of every auth form. */
export function AuthFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </div>
  );
}

/** A form-level error (throttling, server message) announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** The way back to the sign-in form from the password pages. */
export function BackToSignIn() {
  return (
    <Text size="sm" ta="center">
      <Text component={Link} to="/team-login" c="anchor" inherit>
        Back to sign in
      </Text>
    </Text>
  );
}
