import { Button, Stack } from "@mantine/core";
import { IconFileUnknown } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SectionPost } from "../../lib/content/use-section-post.ts";
import { useMemberMode } from "../../lib/member-mode.ts";
import { ScreenMessage } from "../panel/ScreenMessage.tsx";

type Props = Extract<SectionPost, { status: "problem" }>;

/** What the edit and build screens show when their post cannot be opened (`useSectionPost`). */
export function PostLoadProblem({ config, missing, trashed, retry }: Props) {
  // A vendor goes back to its listings (the section's list is staff's).
  const member = useMemberMode();
  return (
    <ScreenMessage
      icon={<IconFileUnknown size={32} />}
      color={missing ? "indigo" : "red"}
      title={
        missing
          ? `This ${config.singular} does not exist`
          : `The ${config.singular} could not be loaded`
      }
      text={
        missing
          ? trashed
            ? "It is in the trash. Restore it from the trash view to edit it."
            : "It may have been deleted, or the link is wrong."
          : "Check your connection and try again."
      }
    >
      <Stack gap="xs" mt="sm">
        {missing ? null : (
          <Button variant="light" onClick={retry}>
            Retry
          </Button>
        )}
        <Button
          component={Link}
          to={member ? "/panel/my-truck" : `/panel/${config.section}`}
          variant={missing ? "filled" : "subtle"}
        >
          {member ? "Back to my truck" : `Back to ${config.title.toLowerCase()}`}
        </Button>
      </Stack>
    </ScreenMessage>
  );
}
