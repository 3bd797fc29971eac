import type { TwoFactorSetup } from "@fooddir/contract";
import { Modal, Progress, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiErrorBody, showApiError } from "../../lib/api/errors.ts";
import { coreKeys } from "../../lib/core-data.ts";
import { notify } from "../../lib/notify.ts";
import { profileApi } from "../../lib/profile/api.ts";
import { formErrors } from "../../lib/profile/form-errors.ts";
import { isCompleteCode, normalizeCode } from "../../lib/profile/two-factor.ts";
import { ModalActions } from "../panel/ModalActions.tsx";
import { ProfileCodeInput } from "./ProfileCodeInput.tsx";
import { ProfilePasswordPrompt } from "./ProfilePasswordPrompt.tsx";
import { ProfileRecoveryCodes } from "./ProfileRecoveryCodes.tsx";
import { ProfileTwoFactorScan } from "./ProfileTwoFactorScan.tsx";

type Step = "password" | "scan" | "verify" | "codes";
const STEPS: { id: Step; title: string }[] = [
  { id: "password", title: "Confirm your password" },
  { id: "scan", title: "Add the account to your app" },
  { id: "verify", title: "Enter a code from the app" },
  { id: "codes", title: "Save your recovery codes" },
];

type Props = { opened: boolean; onClose: () => void };

/** Turning two-factor on: password -> QR code and key -> first code -> recovery codes. */
export function ProfileTwoFactorSetup({ opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const narrow = useMediaQuery("(max-width: 36em)");
  const [step, setStep] = useState<Step>("password");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const refreshAccount = () => queryClient.invalidateQueries({ queryKey: coreKeys.account });

  const start = useMutation({
    meta: { silent: true },
    mutationFn: (password: string) => profileApi.startTwoFactor(password),
    onSuccess: (data) => {
      setSetup(data);
      setStep("scan");
    },
    onError: (error) => {
      const found = formErrors(apiErrorBody(error), ["password"] as const);
      setErrors(found.fields);
      if (found.unshown) showApiError(error);
      if (apiErrorBody(error)?.errors?.two_factor) {
        void refreshAccount();
        onClose();
      }
    },
  });
  const confirm = useMutation({
    meta: { silent: true },
    mutationFn: (value: string) => profileApi.confirmTwoFactor(normalizeCode(value)),
    onSuccess: (data) => {
      setCodes(data.recovery_codes);
      setStep("codes");
      void refreshAccount();
      notify.success("Two-factor authentication is on.");
    },
    onError: (error) => {
      const found = formErrors(apiErrorBody(error), ["code"] as const);
      setErrors(found.fields);
      setCode("");
      codeInput.current?.focus();
      if (found.unshown) showApiError(error);
    },
  });
  const { reset: resetStart } = start;
  const { reset: resetConfirm } = confirm;

  useEffect(() => {
    if (!opened) return;
    setStep("password");
    setSetup(null);
    setCodes([]);
    setCode("");
    setErrors({});
    resetStart();
    resetConfirm();
  }, [opened, resetStart, resetConfirm]);

  // A new step moves focus to its heading; the password and code steps focus their input.
  useEffect(() => {
    if (step === "scan" || step === "codes") heading.current?.focus();
  }, [step]);

  const verify = (value: string) => {
    if (!isCompleteCode(value)) {
      return setErrors({ code: "Enter all 6 digits of the code." });
    }
    if (!confirm.isPending) confirm.mutate(value);
  };

  const index = STEPS.findIndex((s) => s.id === step);
  const locked = step === "codes";

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Turn on two-factor authentication"
      centered
      radius="lg"
      size="md"
      fullScreen={Boolean(narrow)}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
    >
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            Step {index + 1} of {STEPS.length}
          </Text>
          <Title order={3} size="h5" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
            {STEPS[index]?.title}
          </Title>
          <Progress value={((index + 1) / STEPS.length) * 100} size="xs" mt={6} aria-hidden />
        </div>
        {step === "password" ? (
          <ProfilePasswordPrompt
            intro="Enter your password to start. Two-factor stays off until you finish all steps."
            submitLabel="Continue"
            loading={start.isPending}
            error={errors.password}
            onSubmit={(password) => {
              setErrors({});
              start.mutate(password);
            }}
            onCancel={onClose}
            resetKey={opened}
          />
        ) : null}
        {step === "scan" && setup ? (
          <>
            <ProfileTwoFactorScan setup={setup} />
            <ModalActions
              submitLabel="Next"
              onCancel={onClose}
              onSubmit={() => setStep("verify")}
            />
          </>
        ) : null}
        {step === "verify" ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              verify(code);
            }}
            noValidate
          >
            <Stack gap="md">
              <Text size="sm">Enter the 6-digit code your app shows now for this account.</Text>
              <ProfileCodeInput
                value={code}
                error={errors.code}
                readOnly={confirm.isPending}
                inputRef={codeInput}
                onChange={(value) => {
                  setCode(value);
                  setErrors({});
                }}
                onComplete={verify}
              />
              <ModalActions
                submitLabel="Turn on"
                cancelLabel="Back"
                onCancel={() => setStep("scan")}
                cancelDisabled={confirm.isPending}
                loading={confirm.isPending}
              />
            </Stack>
          </form>
        ) : null}
        {step === "codes" ? <ProfileRecoveryCodes codes={codes} onDone={onClose} /> : null}
      </Stack>
    </Modal>
  );
}
