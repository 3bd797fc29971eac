import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFileUnknown, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CateringMatchesTable } from "../../components/catering-requests/CateringMatchesTable.tsx";
import { CateringRequestActions } from "../../components/catering-requests/CateringRequestActions.tsx";
import { CateringRequestSummary } from "../../components/catering-requests/CateringRequestSummary.tsx";
import { CateringStatusBadge } from "../../components/catering-requests/CateringStatusBadge.tsx";
import { EmptyState } from "../../components/panel/EmptyState.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { ScreenMessage } from "../../components/panel/ScreenMessage.tsx";
import { SectionCard } from "../../components/panel/SectionCard.tsx";
import { apiErrorStatus } from "../../lib/api/errors.ts";
import { cateringApi, cateringKeys } from "../../lib/catering-requests/api.ts";
import { requestName } from "../../lib/catering-requests/format.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteCurrency } from "../../lib/content/use-site-currency.ts";
import { useRefreshWaitingOn } from "../../lib/notifications/use-waiting.ts";
import { recordIdLoader } from "../../lib/route-validation.ts";
import type { Route } from "./+types/catering-request";

export const loader = recordIdLoader;

export function meta() {
  return [{ title: "Catering request" }];
}

export const ErrorBoundary = PanelError;

const BACK = "/panel/catering-requests";

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      <Skeleton h={14} w={140} />
      <Skeleton h={34} w={360} maw="100%" />
      <Skeleton h={220} radius="lg" />
      <Skeleton h={200} radius="lg" />
    </Stack>
  );
}

/** One catering request: the event, the requester, the matched trucks and the actions. */
export default function CateringRequestScreen({ loaderData }: Route.ComponentProps) {
  const currency = useSiteCurrency();
  const query = useQuery({
    queryKey: cateringKeys.one(loaderData.id),
    queryFn: () => cateringApi.get(loaderData.id),
    meta: { silent: true },
  });
  // Opening a request takes it off the "new" count.
  useRefreshWaitingOn(query.data?.id);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const missing = apiErrorStatus(query.error) === 404;
    return (
      <ScreenMessage
        icon={<IconFileUnknown size={32} />}
        color={missing ? "indigo" : "red"}
        title={missing ? "This request does not exist" : "The request could not be loaded"}
        text={
          missing
            ? "It may be another site's, or the link is wrong."
            : "Check your connection and try again."
        }
      >
        <Stack gap="xs" mt="sm">
          {missing ? null : (
            <Button variant="light" loading={query.isFetching} onClick={() => query.refetch()}>
              Retry
            </Button>
          )}
          <Button component={Link} to={BACK} variant={missing ? "filled" : "subtle"}>
            Back to catering requests
          </Button>
        </Stack>
      </ScreenMessage>
    );
  }
  const request = query.data;
  const booked =
    request.status === "booked"
      ? request.matches.find((m) => m.member.id === request.booked_member_id)
      : undefined;
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={BACK} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Catering requests
          </Group>
        </Anchor>
        <Group gap="sm" mt={4} align="center">
          <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
            {requestName(request)}
          </Title>
          <CateringStatusBadge status={request.status} />
        </Group>
        {booked ? (
          <Text mt={4}>
            Booked:{" "}
            <Anchor component={Link} to={`/panel/members/${booked.member.id}`} fw={600}>
              {booked.member.title}
            </Anchor>
          </Text>
        ) : null}
      </div>
      <CateringRequestActions request={request} />
      <CateringRequestSummary request={request} currency={currency} />
      <SectionCard labelledBy="catering-matches-title">
        <Stack gap="sm">
          <div>
            <Title id="catering-matches-title" order={2} size="h4">
              Matched trucks
            </Title>
            <Text size="sm" c="dimmed">
              {formatCount(request.matches.length, "truck")}, best score first.
            </Text>
          </div>
          {request.matches.length > 0 ? (
            <CateringMatchesTable matches={request.matches} currency={currency} />
          ) : (
            <EmptyState
              compact
              icon={<IconUsers size={26} />}
              title="No truck matches this request"
              text="None offers catering for this date, size and place. Add a truck by hand."
            />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
