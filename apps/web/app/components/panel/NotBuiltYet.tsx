import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router";

/** Placeholder for panel screens the spec lists but that are not built yet. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTools size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          This screen is not built yet. It will appear here in a later release.
        </Text>
        <Button component={Link} to="/panel" variant="light" mt="sm">
          Back to dashboard
        </Button>
      </Stack>
    </Center>
  );
}
