import { POST_STATUS_NAMES, type PostStatusId } from "@fooddir/contract";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";

type Props = {
  status: PostStatusId;
  dirty: boolean;
  saving: PostStatusId | null;
  formPath: string;
  publicUrl: string | null;
  onSave: (status: PostStatusId) => void;
};

const STATUS_COLORS: Record<PostStatusId, string> = { 1: "gray", 2: "green", 3: "orange" };

/**
 * The builder's header actions. A published page offers "Unpublish" and "Update"; a draft
 * "Save draft" and "Publish"; both write the document and the status in one call.
 */
export function BuilderActions({ status, dirty, saving, formPath, publicUrl, onSave }: Props) {
  const published = status === 2;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={formPath}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
      >
        Form
      </Button>
      <Badge
        color={STATUS_COLORS[status]}
        variant="light"
        aria-label={`Status: ${POST_STATUS_NAMES[status]}`}
      >
        {POST_STATUS_NAMES[status]}
      </Badge>
      <Text size="xs" c="dimmed" aria-live="polite" miw={92} visibleFrom="sm">
        {dirty ? "Unsaved changes" : "All changes saved"}
      </Text>
      {published && publicUrl ? (
        <Button
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener"
          variant="subtle"
          size="xs"
          rightSection={<IconExternalLink size={14} />}
        >
          View
        </Button>
      ) : null}
      <Button
        variant="default"
        size="xs"
        loading={saving === 1}
        disabled={saving !== null}
        onClick={() => onSave(1)}
      >
        {published ? "Unpublish" : "Save draft"}
      </Button>
      <Button size="xs" loading={saving === 2} disabled={saving !== null} onClick={() => onSave(2)}>
        {published ? "Update" : "Publish"}
      </Button>
    </Group>
  );
}
