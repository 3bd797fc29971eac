import type { Post } from "@fooddir/contract";
import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PostLoadProblem } from "../../../components/content/PostLoadProblem.tsx";
import { LoadError } from "../../../components/panel/LoadError.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { useSectionPost } from "../../../lib/content/use-section-post.ts";
import { useMemberModeOnceKnown } from "../../../lib/member-mode.ts";
import { usePendingBody } from "../../../lib/my-truck/use-member-edit.ts";
import type { RouteHandle } from "../../../lib/route-handle.ts";
import { recordIdLoader } from "../../../lib/route-validation.ts";
import { settingsApi, settingsKeys } from "../../../lib/settings/api.ts";
import type { Route } from "./+types/build";

/**
 * The editor (Puck and the block set) is its own chunk, loaded only on build screens. In the
 * browser the download starts with this route module, beside hydration and the post's request.
 */
const loadEditor = () => import("../../../components/builder/BuilderEditor.tsx");
const editorChunk = typeof window === "undefined" ? null : loadEditor();
const BuilderEditor = lazy(() => editorChunk ?? loadEditor());

export const loader = recordIdLoader;

export function meta({ location }: Route.MetaArgs) {
  const config = sectionFromPath(location.pathname);
  return [{ title: config ? `Build ${config.singular}` : "Page builder" }];
}

export const ErrorBoundary = PanelError;

/** The builder needs the whole window: the panel navigation folds behind the burger. */
export const handle: RouteHandle = { fullWidth: true };

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
  const loaded = useSectionPost(loaderData.id, { refetchOnWindowFocus: false });
  // The canvas's colors load beside the post rather than after the editor's chunk.
  useQuery({ queryKey: settingsKeys.colors, queryFn: settingsApi.colors });
  // The editor needs the browser (drag and drop, an iframe canvas): render it after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Member mode (a vendor): the editor opens on its change waiting for review, once (a save
  // that replaces the pending change must not reopen it).
  const member = useMemberModeOnceKnown();
  const pending = usePendingBody(member && loaded.status === "ready" ? loaded.post : undefined);
  const opened = useRef<Post | null>(null);
  if (member && !opened.current && pending.status === "ready") opened.current = pending.post;

  if (loaded.status === "pending" || !mounted || member === undefined) return <BuilderSkeleton />;
  const { config } = loaded;
  if (loaded.status === "problem") return <PostLoadProblem {...loaded} />;
  if (member && !opened.current && pending.status === "failed") {
    return (
      <LoadError
        title="Your change waiting for review could not be loaded"
        onRetry={pending.retry}
        retrying={pending.retrying}
      />
    );
  }
  const post = member ? opened.current : loaded.post;
  if (!post) return <BuilderSkeleton />;
  return (
    <Suspense fallback={<BuilderSkeleton />}>
      <VisuallyHidden component="h1">Page builder: {post.attributes.title}</VisuallyHidden>
      <BuilderEditor key={post.id} post={post} section={config} />
    </Suspense>
  );
}
