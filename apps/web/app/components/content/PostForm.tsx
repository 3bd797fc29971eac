import { POST_TYPES, type Post } from "@fooddir/contract";
import { Grid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import type { SectionConfig } from "../../lib/content/sections.ts";
import { usePostForm } from "../../lib/content/use-post-form.ts";
import { useMemberMode } from "../../lib/member-mode.ts";
import { CateringFields } from "./member-profile/CateringFields.tsx";
import { ProfileFields } from "./member-profile/ProfileFields.tsx";
import { PostFormHeader } from "./post-form/PostFormHeader.tsx";
import { PostMainFields } from "./post-form/PostMainFields.tsx";
import { PostSidebar } from "./post-form/PostSidebar.tsx";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog.tsx";

type Props = {
  config: SectionConfig;
  post?: Post;
  /** Under the header: a vendor's review notices. */
  notice?: ReactNode;
};

/**
 * Create / edit form of one post (spec §2, contract "Posts"). In member mode (a vendor, role 4)
 * it holds only what a vendor may change: what staff alone set is hidden and kept.
 */
export function PostForm({ config, post, notice }: Props) {
  const member = useMemberMode();
  const form = usePostForm(config, post, { member });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="lg">
        <PostFormHeader
          config={config}
          post={post}
          saving={form.saving}
          dirty={form.dirty}
          member={member}
        />
        {notice}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PostMainFields
              post={post}
              values={form.values}
              setValues={form.setValues}
              errors={form.errors}
              clearError={form.clearError}
              set={form.set}
              titleRef={form.titleRef}
              urlRef={form.urlRef}
            />
            {config.type === POST_TYPES.member ? (
              <>
                <ProfileFields
                  values={form.values.profile}
                  errors={form.errors}
                  onChange={(profile, field) => form.set("profile", profile, field)}
                  clearError={form.clearError}
                />
                {member ? null : (
                  <CateringFields
                    values={form.values.catering}
                    errors={form.errors}
                    onChange={(catering, field) => form.set("catering", catering, field)}
                  />
                )}
              </>
            ) : null}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PostSidebar
              config={config}
              values={form.values}
              errors={form.errors}
              set={form.set}
              tags={form.tags}
              schedule={Boolean(post)}
              member={member}
            />
          </Grid.Col>
        </Grid>
      </Stack>

      <UnsavedChangesDialog blocker={form.blocker}>
        Your changes to this {config.singular} have not been saved and will be lost.
      </UnsavedChangesDialog>
    </form>
  );
}
