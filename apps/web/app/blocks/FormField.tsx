import type { InputHTMLAttributes } from "react";
import { describedBy, FieldNotes } from "./form-parts.tsx";

export type FormFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required: boolean;
  error?: string;
  value?: string;
  type?: "text" | "email" | "tel" | "date" | "time" | "number";
  autoComplete: string;
  multiline?: boolean;
  /** Extra attributes of the input (min, step, inputMode, autoFocus). */
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "min" | "max" | "step" | "inputMode" | "autoFocus"
  >;
};

/** The id, name, error and kept value of a public form's field, to spread on a FormField. */
export function fieldProps<N extends string>(
  fieldId: (name: string) => string,
  errors: Record<string, string>,
  values: Record<string, string>,
) {
  return (name: N) => ({ id: fieldId(name), name, error: errors[name], value: values[name] });
}

/**
 * One labelled field of a public form: its hint and its error are tied to the input with
 * aria-describedby, an error sets aria-invalid, and optional fields say so in their label.
 */
export function FormField({
  id,
  name,
  label,
  hint,
  required,
  error,
  value,
  type,
  autoComplete,
  multiline,
  input: extra,
}: FormFieldProps) {
  const input = {
    id,
    name,
    required,
    autoComplete,
    defaultValue: value,
    className: multiline ? "blk-form__input blk-form__input--multiline" : "blk-form__input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  };
  return (
    <div className="blk-form__field">
      <label className="blk-form__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="blk-form__req" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="blk-form__optional"> (optional)</span>
        )}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      {multiline ? (
        <textarea rows={5} {...input} />
      ) : (
        <input type={type ?? "text"} {...input} {...extra} />
      )}
    </div>
  );
}

/** The optional phone field of the public forms. */
export function PhoneField(
  props: Pick<FormFieldProps, "id" | "name" | "error" | "value" | "hint">,
) {
  return <FormField {...props} label="Phone" type="tel" required={false} autoComplete="tel" />;
}
