import type { Submission } from "@fooddir/contract";
import {
  Anchor,
  Box,
  Button,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  Title,
  useMatches,
} from "@mantine/core";
import { IconMail, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { fieldLabel, mailto, replyMailto } from "../../lib/submissions/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { SubmissionFormBadge } from "./SubmissionFormBadge.tsx";
import { SubmissionHeldBadge } from "./SubmissionHeldBadge.tsx";

type Props = {
  /** The submission shown; null closes the drawer. */
  submission: Submission | null;
  canDelete: boolean;
  onClose: () => void;
  onDelete: (submission: Submission) => void;
};

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed" tt="uppercase">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </div>
  );
}

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** Every field of one submission, with Reply by email and (site admins) Delete. */
export function SubmissionDrawer({ submission, canDelete, onClose, onDelete }: Props) {
  // Keep the last submission while the drawer slides out.
  const [shown, setShown] = useState(submission);
  useEffect(() => {
    if (submission) setShown(submission);
  }, [submission]);
  const size = useMatches({ base: "100%", sm: "md", md: "lg" });
  const fields = Object.entries(shown?.fields ?? {});

  return (
    <Drawer
      opened={submission !== null}
      onClose={onClose}
      position="right"
      size={size}
      title={shown ? `Submission from ${shown.name || shown.email}` : "Submission"}
      closeButtonProps={{ "aria-label": "Close submission" }}
    >
      {shown ? (
        <Stack gap="lg" data-testid="submission-details">
          <Group gap="xs" justify="space-between">
            <Group gap={6}>
              <SubmissionFormBadge form={shown.form} />
              <SubmissionHeldBadge held={shown.held} />
            </Group>
            <Text size="xs" c="dimmed" ff="monospace">
              #{shown.id}
            </Text>
          </Group>
          <Box component="dl" m={0} style={{ display: "grid", gap: "var(--mantine-spacing-sm)" }}>
            <Entry term="Received">
              <DateTime value={shown.created_at} />
            </Entry>
            <Entry term="Name">{shown.name || dash}</Entry>
            <Entry term="Email">
              <Anchor href={mailto(shown.email)} size="sm" style={{ wordBreak: "break-all" }}>
                {shown.email}
              </Anchor>
            </Entry>
            <Entry term="Phone">
              {shown.phone ? (
                <Anchor href={`tel:${shown.phone.replace(/[^0-9+]/g, "")}`} size="sm">
                  {shown.phone}
                </Anchor>
              ) : (
                dash
              )}
            </Entry>
          </Box>

          <div>
            <Title order={3} size="h6" mb={6}>
              Message
            </Title>
            {shown.message ? (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {shown.message}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No message.
              </Text>
            )}
          </div>

          {fields.length > 0 ? (
            <div>
              <Title order={3} size="h6" mb={6}>
                Form fields
              </Title>
              <Box
                component="dl"
                m={0}
                style={{ display: "grid", gap: "var(--mantine-spacing-sm)" }}
              >
                {fields.map(([key, value]) => (
                  <Entry key={key} term={fieldLabel(key)}>
                    <span style={{ whiteSpace: "pre-wrap" }}>{value || dash}</span>
                  </Entry>
                ))}
              </Box>
            </div>
          ) : null}

          <Divider />
          <Group gap="sm" justify="space-between">
            <Button
              component="a"
              href={replyMailto(shown)}
              leftSection={<IconMail size={16} aria-hidden />}
            >
              Reply by email
            </Button>
            {canDelete ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(shown)}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
