import { Button, Center, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileUnknown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { PostForm } from "../../../components/content/PostForm.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { apiErrorStatus } from "../../../lib/api/errors.ts";
import { contentApi, contentKeys } from "../../../lib/content/api.ts";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { validateRoute } from "../../../lib/route-validation.ts";
import type { Route } from "./+types/edit";

/** An id that is not a positive integer -> 404 `Page Not Found: {path}` (spec §8). */
export function loader({ params, request }: Route.LoaderArgs) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}

export function meta({ location }: Route.MetaArgs) {
  const config = sectionFromPath(location.pathname);
  return [{ title: config ? `Edit ${config.singular}` : "Edit" }];
}

export const ErrorBoundary = PanelError;

export function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      <Skeleton h={14} w={140} />
      <Skeleton h={34} w={360} maw="100%" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const config = sectionFromPath(pathname);
  if (!config) throw new Error(`Unknown content section: ${pathname}`);
  const { id } = loaderData;
  const post = useQuery({
    queryKey: contentKeys.post(id),
    queryFn: () => contentApi.getPost(id),
    meta: { silent: true },
    staleTime: 0,
  });

  if (post.isPending) return <FormSkeleton />;
  const wrongSection = post.data && post.data.post_type_id !== config.type;
  if (post.isError || wrongSection || post.data.deleted_at) {
    const missing = wrongSection || post.data?.deleted_at || apiErrorStatus(post.error) === 404;
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" maw={460} ta="center">
          <ThemeIcon
            size={60}
            radius="xl"
            variant="light"
            color={missing ? "indigo" : "red"}
            aria-hidden
          >
            <IconFileUnknown size={32} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {missing
              ? `This ${config.singular} does not exist`
              : `The ${config.singular} could not be loaded`}
          </Title>
          <Text c="dimmed">
            {missing
              ? post.data?.deleted_at
                ? "It is in the trash. Restore it from the trash view to edit it."
                : "It may have been deleted, or the link is wrong."
              : "Check your connection and try again."}
          </Text>
          <Stack gap="xs" mt="sm">
            {missing ? null : (
              <Button variant="light" onClick={() => post.refetch()}>
                Retry
              </Button>
            )}
            <Button
              component={Link}
              to={`/panel/${config.section}`}
              variant={missing ? "filled" : "subtle"}
            >
              Back to {config.title.toLowerCase()}
            </Button>
          </Stack>
        </Stack>
      </Center>
    );
  }
  return (
    <PostForm
      key={`${config.section}-${post.data.id}-${post.data.updated_at}`}
      config={config}
      post={post.data}
    />
  );
}
