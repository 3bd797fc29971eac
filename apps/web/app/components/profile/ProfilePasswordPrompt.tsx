import { PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { ModalActions } from "../panel/ModalActions.tsx";

type Props = {
  /** What proving the password is for. */
  intro: ReactNode;
  submitLabel: string;
  danger?: boolean;
  loading: boolean;
  /** The server's message for the password field. */
  error: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** Changes when the prompt should start empty again (e.g. the modal opened). */
  resetKey?: unknown;
};

/** "Confirm your password" form used before turning two-factor on or off. */
export function ProfilePasswordPrompt({ intro, error, onSubmit, resetKey, ...actions }: Props) {
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: start empty when resetKey changes
  useEffect(() => {
    setPassword("");
    setLocalError(undefined);
  }, [resetKey]);
  useEffect(() => setLocalError(error), [error]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setLocalError("The password field is required.");
    setLocalError(undefined);
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" component="div">
          {intro}
        </Text>
        <PasswordInput
          label="Your password"
          required
          autoComplete="current-password"
          maxLength={1024}
          value={password}
          error={localError}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setLocalError(undefined);
          }}
          data-autofocus
        />
        <ModalActions {...actions} cancelDisabled={actions.loading} />
      </Stack>
    </form>
  );
}
