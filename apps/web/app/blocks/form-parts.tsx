import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "./form-config.ts";

/** The honeypot: a field people and assistive tech never see; a bot that fills it is ignored. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="blk-form__hp" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        type="text"
        id={id}
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * The answer to a sent form (role=status). The page the post answers renders it with
 * `autofocus` on a tabindex=-1 element, so the browser puts the visitor at it (scrolled into
 * view, focus on it) without any script (issue 38).
 */
export function SentMessage({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the answer page's result takes focus (no script).
    <p className="blk-form__sent" role="status" tabIndex={-1} autoFocus>
      {children}
    </p>
  );
}

/**
 * The errors of a post above its form (role=alert): the message, then each field's error as a
 * link to the field (`fieldId` gives its id; fields the form does not show are plain text). It
 * takes focus when the answer page loads (autofocus on tabindex=-1, see SentMessage).
 */
export function ErrorSummary({
  message,
  errors,
  fieldId,
}: {
  message: string;
  errors: Record<string, string>;
  fieldId: (name: string) => string | null;
}) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the answer page's result takes focus (no script).
    <div className="blk-form__summary" role="alert" tabIndex={-1} autoFocus>
      <p className="blk-form__summary-title">{message}</p>
      <ul>
        {Object.entries(errors).map(([name, text]) => {
          const id = fieldId(name);
          return <li key={name}>{id ? <a href={`#${id}`}>{text}</a> : text}</li>;
        })}
      </ul>
    </div>
  );
}

/**
 * A field's hint and error under its label; `id` is the field's, the notes take `-hint` and
 * `-error` after it (what the field's aria-describedby names, see describedBy).
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="blk-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="blk-form__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The aria-describedby of a field with FieldNotes: its hint and error, or none. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}
