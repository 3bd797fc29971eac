import { Button } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { ScreenMessage } from "./ScreenMessage.tsx";

/** The friendly state a role sees instead of a screen it may not use. */
export function NoAccess({ title, text }: { title: string; text: string }) {
  return (
    <ScreenMessage icon={<IconLock size={30} />} title={title} text={text}>
      <Button component={Link} to="/panel" variant="light" mt="xs">
        Back to the dashboard
      </Button>
    </ScreenMessage>
  );
}
