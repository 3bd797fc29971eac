import { Alert, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

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
