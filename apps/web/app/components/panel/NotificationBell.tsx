import { ActionIcon, Anchor, Button, Indicator, Popover, Stack, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/content/format.ts";
import type { Waiting } from "../../lib/notifications/use-waiting.ts";
import { bellLabel, totalWaiting, waitingItems } from "../../lib/notifications/waiting.ts";

/**
 * The header's bell (staff only): the total waiting as a badge; opened, each count with a link
 * to the screen to act on it. A vendor (role 4) gets no bell.
 */
export function NotificationBell({ waiting }: { waiting: Waiting }) {
  const [opened, setOpened] = useState(false);
  if (!waiting.staff) return null;
  const { counts } = waiting;
  const total = totalWaiting(counts);
  const items = waitingItems(counts);
  const close = () => setOpened(false);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      trapFocus
    >
      {/* The name carries the count the badge shows (Label in Name, WCAG 2.5.3). */}
      <Indicator
        label={formatNumber(total)}
        size={18}
        color="red.9"
        offset={6}
        disabled={total === 0}
        zIndex={1}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={bellLabel(counts)}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Waiting for you
          </Text>
          {waiting.failed ? (
            <Stack gap={6} align="flex-start">
              <Text size="sm">The counts could not be loaded.</Text>
              <Button size="xs" variant="light" onClick={waiting.retry}>
                Retry
              </Button>
            </Stack>
          ) : waiting.loading ? (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing waiting.
            </Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
              {items.map((item) => (
                <li key={item.key}>
                  <Anchor component={Link} to={item.to} size="sm" onClick={close}>
                    {item.text(item.count)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
