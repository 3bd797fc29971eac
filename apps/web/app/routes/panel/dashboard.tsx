import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconShieldCheck, IconShieldOff, IconUserShield, IconWorld } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { usePanel } from "../../lib/panel-context.ts";

export function meta() {
  return [{ title: "Dashboard" }];
}

export const ErrorBoundary = PanelError;

function StatCard({
  icon,
  label,
  value,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  loading: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={24} w={140} mt={4} />
          ) : (
            <Text fw={650} size="lg">
              {value}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export default function Dashboard() {
  const { account, domain, session } = usePanel();
  const loading = session === "checking" || account.isPending || domain.isPending;
  const user = account.data;

  if (account.isError) {
    return (
      <Alert color="red" variant="light" title="Your account could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => account.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="xl">
      <div>
        {loading ? (
          <Skeleton h={34} w={320} maw="100%" />
        ) : (
          <Title order={1} size="h2">
            Welcome, {user?.firstname}
          </Title>
        )}
        <Text c="dimmed" mt={4}>
          {loading ? (
            <Skeleton component="span" display="inline-block" h={16} w={260} />
          ) : (
            <>
              You are managing <strong>{domain.data?.name ?? "your site"}</strong> as{" "}
              <strong>{user?.role.name}</strong>.
            </>
          )}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <StatCard
          icon={<IconWorld size={22} />}
          label="Active domain"
          loading={loading}
          value={
            <>
              {domain.data?.name ?? "-"}{" "}
              <Text span size="sm" c="dimmed" fw={400}>
                {domain.data?.host}
              </Text>
            </>
          }
        />
        <StatCard
          icon={<IconUserShield size={22} />}
          label="Your role"
          loading={loading}
          value={user?.role.name ?? "-"}
        />
        <StatCard
          icon={
            user?.two_factor_enabled ? <IconShieldCheck size={22} /> : <IconShieldOff size={22} />
          }
          label="Two-factor authentication"
          loading={loading}
          value={
            user?.two_factor_enabled ? (
              <Badge color="teal" variant="light">
                Enabled
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Not enabled
              </Badge>
            )
          }
        />
      </SimpleGrid>
      {!loading && user ? (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="xs">
            Your domains
          </Title>
          {user.domains.length === 0 ? (
            <Text c="dimmed">You do not belong to any domain yet.</Text>
          ) : (
            <Group gap="xs">
              {user.domains.map((d) => (
                <Badge
                  key={d.id}
                  size="lg"
                  variant={d.id === user.active_domain_id ? "filled" : "light"}
                  tt="none"
                >
                  {d.name}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      ) : null}
    </Stack>
  );
}
