import { type FormEvent, useId } from "react";
import {
  FORM_BLOCK_FORM_FIELD,
  FORM_BLOCK_ID_FIELD,
  FORM_BLOCK_TEXT,
  type FormBlockField,
  HONEYPOT_FIELD,
} from "./form-config.ts";
import type { FormBlockProps } from "./types.ts";

type FieldProps = {
  id: string;
  name: FormBlockField;
  label: string;
  hint?: string;
  required: boolean;
  error?: string;
  value?: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  multiline?: boolean;
};

function Field({
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
}: FieldProps) {
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
      {multiline ? <textarea rows={5} {...input} /> : <input type={type ?? "text"} {...input} />}
    </div>
  );
}

/**
 * A public form (join, catering, contact) posted to the page itself: the page's action sends it
 * to the API and answers with this block's state (sent, or errors per field with the values
 * kept). Works without JavaScript. `website` is a honeypot hidden from people and assistive tech.
 */
export function FormBlock({
  id,
  form,
  title,
  text,
  submit_label,
  state,
  editing,
  action,
}: FormBlockProps) {
  const uid = useId();
  const copy = FORM_BLOCK_TEXT[form] ?? FORM_BLOCK_TEXT.contact;
  const titleId = `${uid}-title`;
  const fieldId = (name: string) => `${uid}-${name}`;
  const heading = title ? (
    <h2 id={titleId} className="blk-title">
      {title}
    </h2>
  ) : null;
  if (state?.status === "sent") {
    return (
      <div className="blk-form">
        {heading}
        <p className="blk-form__sent" role="status">
          {copy.sent}
        </p>
      </div>
    );
  }
  const errors = state?.status === "error" ? state.errors : {};
  const values = state?.status === "error" ? state.values : {};
  const known = new Set<string>(["name", "email", "phone", "message"]);
  const field = (name: FormBlockField) => ({
    id: fieldId(name),
    name,
    error: errors[name],
    value: values[name],
  });
  const onSubmit = editing ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    // The form itself is the landmark (named by the title), so the wrapper is a plain box.
    <div className="blk-form">
      {heading}
      {text ? <p className="blk-form__intro">{text}</p> : null}
      {state?.status === "error" ? (
        <div className="blk-form__summary" role="alert">
          <p className="blk-form__summary-title">{state.message}</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>
                {known.has(name) ? <a href={`#${fieldId(name)}`}>{message}</a> : message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        method="post"
        action={action}
        className="blk-form__form"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : copy.label}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={FORM_BLOCK_ID_FIELD} value={id} />
        <input type="hidden" name={FORM_BLOCK_FORM_FIELD} value={form} />
        <p className="blk-form__note">Required fields are marked with an asterisk (*).</p>
        <Field {...field("name")} label="Name" required autoComplete="name" />
        <Field {...field("email")} label="Email" type="email" required autoComplete="email" />
        <Field {...field("phone")} label="Phone" type="tel" required={false} autoComplete="tel" />
        <Field
          {...field("message")}
          label={copy.message.label}
          hint={copy.message.hint || undefined}
          required={copy.message.required}
          autoComplete="off"
          multiline
        />
        <div className="blk-form__hp" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            type="text"
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" className="blk-button blk-form__submit">
          {submit_label || copy.submit}
        </button>
      </form>
    </div>
  );
}
