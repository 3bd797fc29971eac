import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { PostLoadProblem } from "../../../components/content/PostLoadProblem.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { apiErrorStatus } from "../../../lib/api/errors.ts";
import { contentApi, contentKeys } from "../../../lib/content/api.ts";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { validateRoute } from "../../../lib/route-validation.ts";
import type { Route } from "./+types/build";

/** The editor (Puck and the block set) is its own chunk, loaded only on build screens. */
const BuilderEditor = lazy(() => import("../../../components/builder/BuilderEditor.tsx"));

export function loader({ params, request }: Route.LoaderArgs) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}

export function meta({ location }: Route.MetaArgs) {
  const config = sectionFromPath(location.pathname);
  return [{ title: config ? `Build ${config.singular}` : "Page builder" }];
}

export const ErrorBoundary = PanelError;

function BuilderSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the page builder">
      <Skeleton h={48} radius="md" />
      <Skeleton h="calc(100dvh - 220px)" mih={420} radius="md" />
    </Stack>
  );
}

/** /panel/{section}/{id}/build: the page builder of one post (spec §2). */
export default function ContentBuild({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const config = sectionFromPath(pathname);
  if (!config) throw new Error(`Unknown content section: ${pathname}`);
  const { id } = loaderData;
  // The editor needs the browser (drag and drop, an iframe canvas): render it after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const post = useQuery({
    queryKey: contentKeys.post(id),
    queryFn: () => contentApi.getPost(id),
    meta: { silent: true },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  if (post.isPending || !mounted) return <BuilderSkeleton />;
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
    <Suspense fallback={<BuilderSkeleton />}>
      <VisuallyHidden component="h1">Page builder: {post.data.attributes.title}</VisuallyHidden>
      <BuilderEditor key={post.data.id} post={post.data} section={config} />
    </Suspense>
  );
}
