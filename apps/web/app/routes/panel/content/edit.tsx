import { POST_TYPES } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import { InviteVendorButton } from "../../../components/content/InviteVendorButton.tsx";
import { PostEditTabs } from "../../../components/content/PostEditTabs.tsx";
import { PostForm } from "../../../components/content/PostForm.tsx";
import { PostLoadProblem } from "../../../components/content/PostLoadProblem.tsx";
import { ReviewNotices } from "../../../components/my-truck/ReviewNotices.tsx";
import { LoadError } from "../../../components/panel/LoadError.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { MemberEditTabs } from "../../../components/schedule/MemberEditTabs.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { useSectionPost } from "../../../lib/content/use-section-post.ts";
import { useMemberModeOnceKnown } from "../../../lib/member-mode.ts";
import { useMemberEdit } from "../../../lib/my-truck/use-member-edit.ts";
import { recordIdLoader } from "../../../lib/route-validation.ts";
import type { Route } from "./+types/edit";

export const loader = recordIdLoader;

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
  const loaded = useSectionPost(loaderData.id);
  // Member mode (a vendor's "My truck"): the form starts from its change waiting for review.
  const member = useMemberModeOnceKnown();
  const edit = useMemberEdit(member && loaded.status === "ready" ? loaded.post : undefined);
  if (loaded.status === "pending" || member === undefined) return <FormSkeleton />;
  const { config } = loaded;
  if (loaded.status === "problem") return <PostLoadProblem {...loaded} />;
  if (member && edit.status === "failed") {
    return (
      <LoadError
        title="Your change waiting for review could not be loaded"
        onRetry={edit.retry}
        retrying={edit.retrying}
      />
    );
  }
  if (member && edit.status !== "ready") return <FormSkeleton />;
  const form = (
    <PostForm
      key={`${config.section}-${loaded.post.id}-${loaded.post.updated_at}`}
      config={config}
      post={member && edit.status === "ready" ? edit.post : loaded.post}
      notice={member ? <ReviewNotices live={loaded.post} /> : undefined}
    />
  );
  // Tabs: Details (the form) and History (its versions, ?tab=history); members also have
  // Schedule (their stops, ?tab=schedule).
  const summary = { id: loaded.post.id, title: loaded.post.attributes.title };
  if (config.type !== POST_TYPES.member) return <PostEditTabs post={summary}>{form}</PostEditTabs>;
  return (
    <MemberEditTabs member={summary}>
      {form}
      <InviteVendorButton post={loaded.post} />
    </MemberEditTabs>
  );
}
