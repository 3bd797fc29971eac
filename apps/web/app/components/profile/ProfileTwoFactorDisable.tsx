import { Modal } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiErrorBody, showApiError } from "../../lib/api/errors.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { profileApi } from "../../lib/profile/api.ts";
import { formErrors } from "../../lib/profile/form-errors.ts";
import { ProfilePasswordPrompt } from "./ProfilePasswordPrompt.tsx";

type Props = { opened: boolean; onClose: () => void };

/** Turning two-factor off: the password confirms it (DELETE /api/account/two-factor). */
export function ProfileTwoFactorDisable({ opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const disable = useMutation({
    meta: { silent: true },
    mutationFn: (password: string) => profileApi.disableTwoFactor(password),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coreKeys.account });
      notify.success("Two-factor authentication is off.");
      onClose();
    },
    onError: (e) => {
      const found = formErrors(apiErrorBody(e), ["password"] as const);
      setError(found.fields.password);
      if (found.unshown) showApiError(e);
    },
  });
  const { reset } = disable;
  useEffect(() => {
    if (opened) {
      setError(undefined);
      reset();
    }
  }, [opened, reset]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Turn off two-factor authentication?"
      centered
      radius="lg"
    >
      <ProfilePasswordPrompt
        intro={
          <>
            Signing in will need only your password. Your authenticator app entry and your recovery
            codes stop working; turning it on again sets up a new key.
          </>
        }
        submitLabel="Turn off"
        danger
        loading={disable.isPending}
        error={error}
        onSubmit={(password) => {
          setError(undefined);
          disable.mutate(password);
        }}
        onCancel={onClose}
        resetKey={opened}
      />
    </Modal>
  );
}
