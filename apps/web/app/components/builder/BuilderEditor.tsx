import type { Post, PostStatusId } from "@fooddir/contract";
import { publicPath } from "@fooddir/contract";
import { useComputedColorScheme } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { type Data, Puck } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { showApiError } from "../../lib/api/errors.ts";
import { builderApi } from "../../lib/builder/api.ts";
import { sameDocument, toEditorData, toSavedDocument } from "../../lib/builder/document.ts";
import { previewVariables } from "../../lib/builder/preview.ts";
import { watchPuckA11y } from "../../lib/builder/puck-a11y.ts";
import { useSiteFrame } from "../../lib/builder/site-frame.ts";
import { contentKeys } from "../../lib/content/api.ts";
import type { SectionConfig } from "../../lib/content/sections.ts";
import { useMemberMode } from "../../lib/member-mode.ts";
import { useUnsavedGuard } from "../../lib/navigation/use-unsaved-guard.ts";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { UnsavedChangesDialog } from "../content/UnsavedChangesDialog.tsx";
import "../../styles/blocks.css";
import "./builder.css";
import { BuilderActions } from "./BuilderActions.tsx";
import { createPuckConfig, describeBlock } from "./puck-config.tsx";
import { SiteStyles } from "./SiteFrame.tsx";

/** Spec §9: editor change events are debounced 300 ms. */
export const EDITOR_CHANGE_DEBOUNCE_MS = 300;

const VIEWPORTS = [
  { width: 375, label: "Phone", icon: "Smartphone" as const },
  { width: 768, label: "Tablet", icon: "Tablet" as const },
  { width: 1280, label: "Desktop", icon: "Monitor" as const },
];

type Props = { post: Post; section: SectionConfig };

/** The page builder of one post: Puck on the shared block set, saving through the API. */
export default function BuilderEditor({ post, section }: Props) {
  const queryClient = useQueryClient();
  const member = useMemberMode();
  // Opened once: a save refreshes the cached post, which must not reset the editor.
  const [initial] = useState(() => toEditorData(post.post_body));
  const [baseline, setBaseline] = useState<Data>(initial);
  const [draft, setDraft] = useState<Data>(initial);
  const [status, setStatus] = useState(post.post_status_id as PostStatusId);
  const [saving, setSaving] = useState<PostStatusId | null>(null);
  const bypass = useRef(false);
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(
    () => (frameRef.current ? watchPuckA11y(frameRef.current, describeBlock) : undefined),
    [],
  );
  const colors = useQuery({ queryKey: settingsKeys.colors, queryFn: settingsApi.colors });
  // The canvas is the public page in the panel's scheme (its dark variant in dark mode), framed
  // by the site's own header and footer.
  const scheme = useComputedColorScheme("light");
  const site = useSiteFrame();
  const path = publicPath(post.attributes.url);
  const config = useMemo(
    () => createPuckConfig(previewVariables(colors.data, scheme), site, path),
    [colors.data, scheme, site, path],
  );
  // The dirty state follows the editor's changes debounced; a save sends Puck's settled data.
  const publishChange = useDebouncedCallback(
    (data: Data) => setDraft(data),
    EDITOR_CHANGE_DEBOUNCE_MS,
  );
  const dirty = !sameDocument(draft, baseline);
  const blocker = useUnsavedGuard(dirty, bypass);

  const save = async (nextStatus: PostStatusId, data: Data) => {
    setSaving(nextStatus);
    try {
      // A vendor keeps the live status (staff's); its save waits for review.
      const sentStatus = member ? (post.post_status_id as PostStatusId) : nextStatus;
      const saved = await builderApi.saveBody(post.id, sentStatus, toSavedDocument(data));
      setBaseline(data);
      setDraft(data);
      setStatus(saved.post_status_id as PostStatusId);
      queryClient.setQueryData(contentKeys.post(post.id), saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      if (member) notify.success(saved.pending_revision ? "Sent for review" : "Saved");
      else notify.success(nextStatus === 2 ? "Published." : "Draft saved.");
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="builder-frame" ref={frameRef}>
      <Puck
        config={config}
        data={initial}
        onChange={publishChange}
        viewports={VIEWPORTS}
        headerTitle={post.attributes.title}
        height="100%"
        overrides={{
          // The public stylesheets style the canvas's document only (their page-wide rules
          // would restyle the panel).
          iframe: ({ children }) => (
            <>
              <SiteStyles />
              {children}
            </>
          ),
          headerActions: () => (
            <BuilderActions
              status={status}
              dirty={dirty}
              saving={saving}
              formPath={`/panel/${section.section}/${post.id}`}
              publicUrl={post.public_url ?? path}
              onSave={save}
              member={member}
            />
          ),
        }}
      />
      <UnsavedChangesDialog blocker={blocker}>
        Your changes to this page are not saved.
      </UnsavedChangesDialog>
    </div>
  );
}
