import { Badge, Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconLayoutGrid } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { validateRoute } from "../../../lib/route-validation.ts";
import type { Route } from "./+types/build";

export function loader({ params, request }: Route.LoaderArgs) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}

export function meta() {
  return [{ title: "Page builder" }];
}

export const ErrorBoundary = PanelError;

/** /panel/{section}/{id}/build: the page builder comes in a later issue; this says so. */
export default function ContentBuild({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const config = sectionFromPath(pathname);
  const back = config ? `/panel/${config.section}/${loaderData.id}` : "/panel";
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconLayoutGrid size={34} />
        </ThemeIcon>
        <Group gap="xs" justify="center">
          <Title order={1} size="h2">
            Page builder
          </Title>
          <Badge variant="light" color="gray">
            Coming later
          </Badge>
        </Group>
        <Text c="dimmed">
          The page builder for this {config?.singular ?? "post"} is not built yet. Title, url,
          description, media and SEO settings can be edited in the form.
        </Text>
        <Button
          component={Link}
          to={back}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
          mt="sm"
        >
          Back to the form
        </Button>
      </Stack>
    </Center>
  );
}
