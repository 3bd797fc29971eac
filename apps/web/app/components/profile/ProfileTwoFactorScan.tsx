import type { TwoFactorSetup } from "@fooddir/contract";
import {
  ActionIcon,
  Box,
  Center,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { groupSecret, svgDataUrl } from "../../lib/profile/two-factor.ts";

/** Step "scan": the QR code (an <img> of the server's SVG) and the setup key for typing. */
export function ProfileTwoFactorScan({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
        Authenticator, 1Password or Aegis).
      </Text>
      <Center>
        <Box
          p="xs"
          bg="white"
          style={{
            borderRadius: "var(--mantine-radius-md)",
            border: "1px solid var(--mantine-color-default-border)",
          }}
        >
          <img
            src={svgDataUrl(setup.qr_svg)}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            style={{ display: "block" }}
          />
        </Box>
      </Center>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Setup key
        </Text>
        <Text size="xs" c="dimmed">
          Can't scan? Enter this key in the app instead (time-based, 6 digits).
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            fz="sm"
            data-testid="setup-key"
            style={{
              flex: 1,
              whiteSpace: "pre-wrap",
              wordSpacing: "0.25em",
              letterSpacing: "0.04em",
            }}
          >
            {groupSecret(setup.secret)}
          </Code>
          <CopyButton value={setup.secret} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? "Copied" : "Copy setup key"} withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  color={copied ? "teal" : undefined}
                  onClick={copy}
                  aria-label={copied ? "Setup key copied" : "Copy setup key"}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Stack>
  );
}
