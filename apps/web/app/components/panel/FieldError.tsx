import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The error under a field Mantine draws no error for (a segmented control, a media field). */
export function FieldError({ error }: { error?: ReactNode }) {
  return error ? (
    <Text size="xs" c="red" mt={4} role="alert">
      {error}
    </Text>
  ) : null;
}
