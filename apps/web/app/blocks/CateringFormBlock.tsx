import { type FormEvent, useContext, useId } from "react";
import { CateringFields } from "./CateringFields.tsx";
import {
  CATERING_LIST_FIELDS,
  CATERING_TEXT_FIELDS,
  CateringFormContext,
  receiptText,
} from "./catering-form.ts";
import {
  FORM_BLOCK_FORM_FIELD,
  FORM_BLOCK_ID_FIELD,
  FORM_BLOCK_TEXT,
  HONEYPOT_FIELD,
} from "./form-config.ts";
import { ErrorSummary, Honeypot, SentMessage } from "./form-parts.tsx";
import type { FormBlockProps } from "./types.ts";

const SHOWN = new Set<string>([...CATERING_TEXT_FIELDS, ...CATERING_LIST_FIELDS]);

/**
 * "Book a truck" (issue 23): the structured catering request a Form block with form "catering"
 * shows. Posted to its page without JavaScript; the page's action sends it to
 * POST /api/catering-requests and answers this block's state: the confirmation (how many trucks
 * were asked), or the errors at their fields with the visitor's values kept.
 */
export function CateringFormBlock({
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
  const site = useContext(CateringFormContext);
  const titleId = `${uid}-title`;
  const fieldId = (name: string) => `${uid}-${name}`;
  const heading = title ? (
    <h2 id={titleId} className="blk-title">
      {title}
    </h2>
  ) : null;
  if (state?.status === "sent") {
    return (
      <div className="blk-form blk-form--catering">
        {heading}
        <SentMessage>
          {state.receipt ? receiptText(state.receipt) : FORM_BLOCK_TEXT.catering.sent}
        </SentMessage>
      </div>
    );
  }
  const failed = state?.status === "error" ? state : null;
  const errors = failed?.errors ?? {};
  const shownInSummary = (name: string) =>
    SHOWN.has(name) && (name !== "cuisines" || (site?.cuisines.length ?? 0) > 0)
      ? fieldId(name)
      : null;
  const onSubmit = editing ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    <div className="blk-form blk-form--catering">
      {heading}
      {text ? <p className="blk-form__intro">{text}</p> : null}
      {failed ? (
        <ErrorSummary message={failed.message} errors={errors} fieldId={shownInSummary} />
      ) : null}
      <form
        method="post"
        action={action}
        className="blk-form__form"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : FORM_BLOCK_TEXT.catering.label}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={FORM_BLOCK_ID_FIELD} value={id} />
        <input type="hidden" name={FORM_BLOCK_FORM_FIELD} value={form} />
        <p className="blk-form__note">Required fields are marked with an asterisk (*).</p>
        <CateringFields
          fieldId={fieldId}
          errors={errors}
          values={failed?.values ?? {}}
          lists={failed?.lists ?? {}}
          site={site}
        />
        <Honeypot id={fieldId(HONEYPOT_FIELD)} />
        <button type="submit" className="blk-button blk-form__submit">
          {submit_label || FORM_BLOCK_TEXT.catering.submit}
        </button>
      </form>
    </div>
  );
}
