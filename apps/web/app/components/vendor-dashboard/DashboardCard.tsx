import { Anchor, Card, Group, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "../panel/LoadError.tsx";

type Props = {
  title: string;
  /** The section the card summarises, linked from its corner. */
  to: string;
  linkLabel: string;
  loading: boolean;
  /** The card's read failed: what failed, with Retry. */
  error?: { title: string; retry: () => void; retrying: boolean } | null;
  children: ReactNode;
};

/** A query as a card sees it: still loading, or failed (then retried by refetching). */
type CardQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** A card's `loading` and `error` from the query it shows; `failed` titles its load error. */
export function queryCardState(query: CardQuery, failed: string) {
  return {
    loading: query.isPending,
    error: query.isError
      ? { title: failed, retry: () => void query.refetch(), retrying: query.isFetching }
      : null,
  };
}

/** One card of the vendor's dashboard: a title, a link to its section, its content. */
export function DashboardCard({ title, to, linkLabel, loading, error, children }: Props) {
  const id = `vendor-card-${to.replaceAll("/", "-")}`;
  let content = children;
  if (loading) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  } else if (error) {
    content = <LoadError title={error.title} onRetry={error.retry} retrying={error.retrying} />;
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={to} size="sm">
          {linkLabel}
        </Anchor>
      </Group>
      {content}
    </Card>
  );
}
