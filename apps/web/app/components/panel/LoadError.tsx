import { Alert, Button, type MantineSpacing, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";

type Props = {
  title: string;
  /** What to do or what went wrong; by default, check the connection. */
  children?: ReactNode;
  onRetry: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  icon?: ReactNode;
  m?: MantineSpacing;
};

/** A red alert where a screen or list could not be loaded, with Retry. */
export function LoadError({ title, children, onRetry, retrying, icon, m }: Props) {
  return (
    <Alert color="red" variant="light" icon={icon} title={title} m={m}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children ?? "Check your connection and try again."}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
