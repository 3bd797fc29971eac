import { Group, Progress, Text } from "@mantine/core";
import { passwordStrength } from "../../lib/profile/password.ts";

/** A rough strength hint for the new password (only a hint: the server decides). */
export function ProfilePasswordStrength({ password }: { password: string }) {
  if (!password) {
    return (
      <Text size="xs" c="dimmed">
        Tip: a few unrelated words with a number or symbol are strong and easy to remember.
      </Text>
    );
  }
  const strength = passwordStrength(password);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={(strength.score / 4) * 100}
        color={strength.color}
        size="sm"
        style={{ flex: 1 }}
        aria-hidden
      />
      <Text size="xs" fw={600} miw={110} ta="right">
        Strength: {strength.label}
      </Text>
    </Group>
  );
}
