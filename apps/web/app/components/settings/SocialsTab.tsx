import { MAX_SOCIALS, type Social } from "@fooddir/contract";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconPlus, IconShare } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { EmptyState } from "../panel/EmptyState.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { SocialsList, SocialsSkeleton } from "./SocialsList.tsx";
import { type SocialsEditing, SocialsModal } from "./SocialsModal.tsx";
import { useSettingsDelete } from "./use-settings-delete.ts";

/** "Shown above these links: <social_media_title>", with a way to the Options tab. */
function TitleHint() {
  const options = useQuery({ queryKey: settingsKeys.options, queryFn: settingsApi.options });
  if (!options.data) return null;
  const title = options.data.social_media_title?.trim();
  return (
    <Text size="sm" c="dimmed">
      {title ? (
        <>
          Shown above these links: <strong>{title}</strong>.{" "}
        </>
      ) : (
        "No title is shown above these links. "
      )}
      <Anchor component={Link} to="?tab=options" size="sm" underline="always">
        {title ? "Change the title" : "Add a title"}
      </Anchor>
    </Text>
  );
}

/** /panel/site-options?tab=socials: the domain's social links (at most MAX_SOCIALS). */
export function SocialsTab() {
  const fullId = useId();
  const icons = useQuery({
    queryKey: settingsKeys.socialIcons,
    queryFn: settingsApi.socialIcons,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const socials = useQuery({ queryKey: settingsKeys.socials, queryFn: settingsApi.socials });
  const [editing, setEditing] = useState<SocialsEditing>(null);
  const { deleting, setDeleting, confirm } = useSettingsDelete(
    (social: Social) => settingsApi.deleteSocial(social.id),
    (social) => `${social.icon.data.label} link deleted.`,
  );

  const list = socials.data ?? [];
  const ready = !!socials.data && !!icons.data;
  const full = list.length >= MAX_SOCIALS;
  const add = () => setEditing({ social: null });
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={add}
      disabled={!ready || full}
      aria-describedby={full ? fullId : undefined}
    >
      Add link
    </Button>
  );

  let content: ReactNode;
  if (socials.isPending || icons.isPending) {
    content = <SocialsSkeleton />;
  } else if (!ready) {
    content = (
      <LoadError
        title="Not loaded"
        icon={<IconAlertCircle size={18} />}
        onRetry={() => {
          if (socials.isError) void socials.refetch();
          if (icons.isError) void icons.refetch();
        }}
      >
        The social links could not be loaded.
      </LoadError>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<IconShare size={28} />}
        title="No social links yet"
        text="Link the site to its Instagram, Facebook, email and more; the icons appear on every page."
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={add}>
            Add link
          </Button>
        }
      />
    );
  } else {
    content = (
      <SocialsList
        socials={list}
        onEdit={(social) => setEditing({ social })}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            Social links
          </Title>
          <Text size="sm" c="dimmed">
            {ready
              ? `${list.length} of ${MAX_SOCIALS} links`
              : socials.isPending || icons.isPending
                ? "Loading…"
                : "Not loaded"}
          </Text>
          <TitleHint />
        </div>
        {list.length > 0 ? addButton : null}
      </Group>
      {full ? (
        <Text id={fullId} size="sm" c="dimmed">
          This site has {MAX_SOCIALS} links, the most it can show. Delete one to add another.
        </Text>
      ) : null}
      {content}

      <SocialsModal editing={editing} icons={icons.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmDialog {...confirm} title="Delete this social link?" confirmLabel="Delete" danger>
        The <strong>{deleting?.icon.data.label}</strong> link{" "}
        <Text span style={{ wordBreak: "break-all" }}>
          {deleting?.link}
        </Text>{" "}
        will no longer be shown on the site.
      </ConfirmDialog>
    </Stack>
  );
}
