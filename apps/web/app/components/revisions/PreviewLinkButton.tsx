import { PREVIEW_LINK_TTL_HOURS } from "@fooddir/contract";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../lib/notify.ts";
import { revisionsApi } from "../../lib/revisions/api.ts";

const COPIED = `Preview link copied; it works for ${PREVIEW_LINK_TTL_HOURS} hours.`;

/** Copies `text`; false where the browser has no clipboard access (or refuses it). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copy preview link": asks the API for a signed link to the post as its public page would
 * show it (drafts too) and copies it; where the clipboard is unavailable, shows the link in a
 * read-only field to copy by hand.
 */
export function PreviewLinkButton({ postId }: { postId: number }) {
  const [shown, setShown] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: () => revisionsApi.previewLink(postId),
    onSuccess: async ({ url }) => {
      if (await copyText(url)) notify.success(COPIED);
      else setShown(url);
    },
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLink size={16} aria-hidden />}
        loading={link.isPending}
        onClick={() => link.mutate()}
      >
        Copy preview link
      </Button>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title="Preview link"
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            Copy this link and send it to whoever should see the page before it is published. It
            works for {PREVIEW_LINK_TTL_HOURS} hours, signed out too.
          </Text>
          <TextInput
            label="Preview link"
            value={shown ?? ""}
            readOnly
            data-autofocus
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setShown(null)}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
