import { Button } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { ScreenMessage } from "../../components/panel/ScreenMessage.tsx";
import { UserEditor } from "../../components/users/UserEditor.tsx";
import {
  UsersAccess,
  type UsersContext,
  UsersSkeleton,
} from "../../components/users/UsersAccess.tsx";
import { apiErrorStatus } from "../../lib/api/errors.ts";
import { recordIdLoader } from "../../lib/route-validation.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import type { Route } from "./+types/user";

export const loader = recordIdLoader;

export function meta() {
  return [{ title: "Edit user" }];
}

export const ErrorBoundary = PanelError;

/** Not found: deleted, on another site than the active one, or a wrong link. */
function UserNotFound() {
  return (
    <ScreenMessage
      icon={<IconUserQuestion size={32} />}
      title="This user does not exist"
      text="They may have been deleted, belong to a site other than your active one, or the link is wrong."
    >
      <Button component={Link} to="/panel/users" variant="light" mt="xs">
        Back to users
      </Button>
    </ScreenMessage>
  );
}

function UserScreen({ id, caller, roles }: UsersContext & { id: number }) {
  const user = useQuery({
    queryKey: userKeys.one(id),
    queryFn: () => usersApi.get(id),
    meta: { silent: true },
    staleTime: 0,
  });
  if (user.isError && apiErrorStatus(user.error) === 404) return <UserNotFound />;
  if (user.isPending) return <UsersSkeleton label="Loading the user" />;
  if (user.isError) {
    return <LoadError title="The user could not be loaded" onRetry={() => user.refetch()} />;
  }
  return <UserEditor key={user.data.id} user={user.data} caller={caller} roles={roles} />;
}

/** /panel/users/{id} (super admins and site admins). */
export default function UserEdit({ loaderData }: Route.ComponentProps) {
  return <UsersAccess>{(context) => <UserScreen id={loaderData.id} {...context} />}</UsersAccess>;
}
