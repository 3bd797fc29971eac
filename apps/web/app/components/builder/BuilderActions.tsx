import { POST_STATUS_NAMES, type PostStatusId } from "@fooddir/contract";
import { ActionIcon, Badge, Button, Group } from "@mantine/core";
import { type Data, useGetPuck } from "@puckeditor/core";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";
import { settledData } from "../../lib/builder/settled-data.ts";

type Props = {
  status: PostStatusId;
  dirty: boolean;
  saving: PostStatusId | null;
  formPath: string;
  publicUrl: string | null;
  onSave: (status: PostStatusId, data: Data) => void;
  /** Member mode (a vendor): the status is staff's; one "Save" sends the page for review. */
  member?: boolean;
};

const STATUS_COLORS: Record<PostStatusId, string> = { 1: "gray", 2: "green", 3: "orange" };

/** Puck's header is light in both color schemes: its icon links keep a dark grey. */
const HEADER_ICON = { variant: "subtle", color: "gray", c: "gray.8" } as const;

/**
 * The builder's header actions. A published page offers "Unpublish" and "Update"; a draft
 * "Save draft" and "Publish"; both write the document and the status in one call, once a drop
 * in progress has landed.
 */
export function BuilderActions({
  status,
  dirty,
  saving,
  formPath,
  publicUrl,
  onSave,
  member = false,
}: Props) {
  const published = status === 2;
  const getPuck = useGetPuck();
  const save = async (next: PostStatusId) => onSave(next, await settledData(getPuck));
  /** The button that saves the page with status `next`; all wait while one save runs. */
  const saveAs = (next: PostStatusId, label: string, variant?: "default") => (
    <Button
      variant={variant}
      size="xs"
      style={{ flexShrink: 0 }}
      loading={saving === next}
      disabled={saving !== null}
      onClick={() => save(next)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon component={Link} to={formPath} {...HEADER_ICON} aria-label="Back to the form">
        <IconArrowLeft size={16} />
      </ActionIcon>
      <Badge color={STATUS_COLORS[status]} variant="light">
        {POST_STATUS_NAMES[status]}
      </Badge>
      <Badge color={dirty ? "yellow" : "gray"} variant="dot" aria-live="polite" visibleFrom="sm">
        {dirty ? "Unsaved" : "Saved"}
      </Badge>
      {published && publicUrl ? (
        <ActionIcon
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener"
          {...HEADER_ICON}
          aria-label="View the public page (opens a new tab)"
        >
          <IconExternalLink size={16} />
        </ActionIcon>
      ) : null}
      {member ? (
        <Button
          size="xs"
          style={{ flexShrink: 0 }}
          loading={saving !== null}
          onClick={() => save(status)}
        >
          Save
        </Button>
      ) : (
        <>
          {saveAs(1, published ? "Unpublish" : "Save draft", "default")}
          {saveAs(2, published ? "Update" : "Publish")}
        </>
      )}
    </Group>
  );
}
