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
 * The errors of a post above its form (role=alert): the message, then each field's error as a
 * link to the field (`fieldId` gives its id; fields the form does not show are plain text).
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
    <div className="blk-form__summary" role="alert">
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
