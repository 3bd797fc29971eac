import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { downloadText } from "../../lib/download.ts";
import { recoveryCodesFileName, recoveryCodesText } from "../../lib/profile/two-factor.ts";

type Props = { codes: readonly string[]; onDone: () => void };

const host = () => (typeof window === "undefined" ? "site" : window.location.hostname);

/** Step "codes": the recovery codes, shown this once; "Done" waits until they are saved. */
export function ProfileRecoveryCodes({ codes, onDone }: Props) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
        Save these recovery codes now: they are shown only this once. Each one signs you in once if
        you lose access to your authenticator app.
      </Alert>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid
          cols={2}
          spacing="xs"
          verticalSpacing={6}
          component="ul"
          aria-label="Recovery codes"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text
              key={code}
              component="li"
              ff="monospace"
              size="sm"
              ta="center"
              style={{ wordBreak: "break-all" }}
            >
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm" grow>
        <CopyButton value={codes.join("\n")} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? "Copied" : "Copy all"}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            downloadText(
              recoveryCodesText(codes, host()),
              recoveryCodesFileName(host()),
              "text/plain;charset=utf-8",
            )
          }
        >
          Download
        </Button>
      </Group>
      <Checkbox
        label="I have saved these codes"
        checked={saved}
        onChange={(e) => setSaved(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
