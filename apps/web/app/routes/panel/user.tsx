import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { UserEditor } from "../../components/users/UserEditor.tsx";
import {
  UsersAccess,
  type UsersContext,
  UsersSkeleton,
} from "../../components/users/UsersAccess.tsx";
import { apiErrorStatus } from "../../lib/api/errors.ts";
import { validateRoute } from "../../lib/route-validation.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import type { Route } from "./+types/user";

/** An id that is not a positive integer -> 404 `Page Not Found: {path}` (spec §8). */
export function loader({ params, request }: Route.LoaderArgs) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}

export function meta() {
  return [{ title: "Edit user" }];
}

export const ErrorBoundary = PanelError;

/** Not found: deleted, on another site than the active one, or a wrong link. */
function UserNotFound() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={60} radius="xl" variant="light" aria-hidden>
          <IconUserQuestion size={32} />
        </ThemeIcon>
        <Title order={1} size="h3">
          This user does not exist
        </Title>
        <Text c="dimmed">
          They may have been deleted, belong to a site other than your active one, or the link is
          wrong.
        </Text>
        <Button component={Link} to="/panel/users" variant="light" mt="xs">
          Back to users
        </Button>
      </Stack>
    </Center>
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
