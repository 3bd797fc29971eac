import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconError404 } from "@tabler/icons-react";
import { Link, useLocation, useRouteError } from "react-router";
import { describeError, errorSubtitle } from "../../lib/error-info.ts";
import { isChunkLoadError, reloadAfterChunkError } from "../../lib/navigation/chunk-reload.ts";

/** Error boundary content for panel pages (rendered inside the panel layout). */
export function PanelError() {
  const error = useRouteError();
  const location = useLocation();
  const { status, message } = describeError(error, location);
  if (typeof window !== "undefined" && isChunkLoadError(error)) {
    reloadAfterChunkError(location.pathname);
  }
  const notFound = status === 404;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={notFound ? "indigo" : "red"}>
          {notFound ? <IconError404 size={36} /> : <IconAlertTriangle size={36} />}
        </ThemeIcon>
        <Text size="sm" fw={700} c="dimmed" tt="uppercase">
          {status}
        </Text>
        <Title order={1} size="h2">
          {notFound ? "Page not found" : "Something went wrong"}
        </Title>
        <Text fw={600}>{errorSubtitle(status)}</Text>
        <Text c="dimmed" style={{ wordBreak: "break-word" }}>
          {message}
        </Text>
        <Button component={Link} to="/" mt="md">
          Take me home
        </Button>
      </Stack>
    </Center>
  );
}
