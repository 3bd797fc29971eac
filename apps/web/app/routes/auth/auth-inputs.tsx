import {
  PasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import type { Ref } from "react";
import { TOGGLE_PROPS } from "../../components/auth-fields.ts";

/** The fields of the auth forms take the typed text: `onChange` gets the value, not the event. */
type TextProps<P> = Omit<P, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A text field of the auth forms. */
function AuthTextInput({ onChange, ...props }: TextProps<TextInputProps>) {
  return <TextInput {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** The required "Email" field of the auth forms. */
export function AuthEmailInput(props: TextProps<TextInputProps>) {
  return <AuthTextInput label="Email" type="email" required {...props} />;
}

/**
 * A required password field of the auth forms (its show/hide toggle named apart from the label),
 * a new password unless `autoComplete` says otherwise.
 */
export function AuthPasswordInput({ onChange, ...props }: TextProps<PasswordInputProps>) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={TOGGLE_PROPS}
      autoComplete="new-password"
      required
      {...props}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
