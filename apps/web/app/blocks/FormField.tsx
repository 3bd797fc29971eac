import type { InputHTMLAttributes } from "react";

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const input = {
    id,
    name,
    required,
    autoComplete,
    defaultValue: value,
    className: multiline ? "blk-form__input blk-form__input--multiline" : "blk-form__input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
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
      {hint ? (
        <p id={hintId} className="blk-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="blk-form__error">
          {error}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={5} {...input} />
      ) : (
        <input type={type ?? "text"} {...input} {...extra} />
      )}
    </div>
  );
}
