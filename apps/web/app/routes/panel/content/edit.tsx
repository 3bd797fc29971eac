import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { PostForm } from "../../../components/content/PostForm.tsx";
import { PostLoadProblem } from "../../../components/content/PostLoadProblem.tsx";
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
    return (
      <PostLoadProblem
        config={config}
        missing={Boolean(
          wrongSection || post.data?.deleted_at || apiErrorStatus(post.error) === 404,
        )}
        trashed={Boolean(post.data?.deleted_at)}
        onRetry={() => void post.refetch()}
      />
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
