import { Input, PinInput } from "@mantine/core";
import { type Ref, useId } from "react";
import { CODE_LENGTH } from "../../lib/profile/two-factor.ts";

type Props = {
  value: string;
  error: string | undefined;
  /** Read-only while the code is checked (keeps the focus, unlike disabled). */
  readOnly?: boolean;
  /** The first digit's input, to move the focus back after a wrong code. */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
};

/** The 6-digit code from the authenticator app, with a visible label tied to the inputs. */
export function ProfileCodeInput({
  value,
  error,
  readOnly,
  inputRef,
  onChange,
  onComplete,
}: Props) {
  const base = useId().replaceAll(":", "");
  const pinId = `code-${base}`;
  const labelId = `${pinId}-label`;
  const errorId = `${pinId}-error`;
  const label = "6-digit code from your app";
  return (
    // Label and error outside Input.Wrapper: its context would give all six inputs one id.
    <div>
      <Input.Label required htmlFor={`${pinId}-1`} id={labelId}>
        {label}
      </Input.Label>
      <PinInput
        id={pinId}
        length={CODE_LENGTH}
        type="number"
        oneTimeCode
        autoFocus
        value={value}
        error={Boolean(error)}
        readOnly={readOnly}
        ref={inputRef}
        onChange={onChange}
        onComplete={onComplete}
        gap="xs"
        size="md"
        mt={6}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        getInputProps={(index) => ({
          "aria-label": `${label}, digit ${index + 1} of ${CODE_LENGTH}`,
          "aria-invalid": error ? true : undefined,
        })}
      />
      {error ? (
        <Input.Error id={errorId} mt={6} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}
