import { Alert, Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { NotFoundEditor } from "./NotFoundEditor.tsx";

const MEMBER_TYPE = 2;

function NotFoundSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton h={36} radius="md" />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Skeleton h={56} />
          <Skeleton h={120} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Skeleton h={56} />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Site options > Not-found page: what a 404 of this domain shows (contract "domain-error-pages"). */
export function NotFoundTab() {
  const page = useQuery({ queryKey: settingsKeys.errorPage, queryFn: settingsApi.errorPage });
  const members = useQuery({
    queryKey: settingsKeys.typeGroup(MEMBER_TYPE),
    queryFn: () => settingsApi.typeGroup(MEMBER_TYPE),
  });

  // A failed background refetch keeps the loaded data (and the draft); only a first load fails.
  if ((page.isError && !page.data) || (members.isError && !members.data)) {
    return (
      <Alert color="red" variant="light" title="The not-found page could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              if (page.isError) void page.refetch();
              if (members.isError) void members.refetch();
            }}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!page.data || !members.data) return <NotFoundSkeleton />;
  // The editor keeps its own draft; it starts from the data loaded first and from what it saves.
  return <NotFoundEditor page={page.data} members={members.data} />;
}
