import { Button } from "@mantine/core";
import { IconAlertTriangle, IconSearchOff, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../panel/EmptyState.tsx";

/** The list could not be loaded (no rows to keep showing). */
export function UsersLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      color="red"
      icon={<IconAlertTriangle size={28} />}
      title="Users could not be loaded"
      text="Check your connection and try again."
      action={
        <Button variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

/** A search that matches nobody. */
export function UsersNoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<IconSearchOff size={28} />}
      title="No users match your search"
      text={`Nobody's name or email contains “${search.trim()}”. Try another search.`}
      action={
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}

/** No users at all (besides, possibly, ones the caller cannot see). */
export function NoUsers() {
  return (
    <EmptyState
      icon={<IconUsers size={28} />}
      title="No users yet"
      text="Invite the people who help you run this site; they get an email to set their password."
      action={
        <Button component={Link} to="/panel/users/create" leftSection={<IconUserPlus size={16} />}>
          Invite user
        </Button>
      }
    />
  );
}
