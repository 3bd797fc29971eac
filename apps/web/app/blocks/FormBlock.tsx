import { CateringFormBlock } from "./CateringFormBlock.tsx";
import { FormBlockFrame } from "./FormBlockFrame.tsx";
import { FormField as Field, fieldProps, PhoneField } from "./FormField.tsx";
import { FORM_BLOCK_TEXT, type FormBlockField } from "./form-config.ts";
import type { FormBlockProps } from "./types.ts";

/**
 * A public form (join, catering, contact) posted to the page itself: the page's action sends it
 * to the API and answers with this block's state (sent, or errors per field with the values
 * kept). Works without JavaScript. `website` is a honeypot hidden from people and assistive tech.
 * The catering form is the structured "Book a truck" request (CateringFormBlock.tsx); both
 * stand in FormBlockFrame.tsx.
 */
export function FormBlock(props: FormBlockProps) {
  return props.form === "catering" ? (
    <CateringFormBlock {...props} />
  ) : (
    <SubmissionFormBlock {...props} />
  );
}

const KNOWN = new Set<string>(["name", "email", "phone", "message"]);

/** The join and contact forms: name, email, phone and a message, sent as a submission. */
function SubmissionFormBlock(props: FormBlockProps) {
  const copy = FORM_BLOCK_TEXT[props.form] ?? FORM_BLOCK_TEXT.contact;
  return (
    <FormBlockFrame {...props} className="blk-form" copy={copy} shows={(name) => KNOWN.has(name)}>
      {(fieldId, failed) => {
        const field = fieldProps<FormBlockField>(
          fieldId,
          failed?.errors ?? {},
          failed?.values ?? {},
        );
        return (
          <>
            <Field {...field("name")} label="Name" required autoComplete="name" />
            <Field {...field("email")} label="Email" type="email" required autoComplete="email" />
            <PhoneField {...field("phone")} />
            <Field
              {...field("message")}
              label={copy.message.label}
              hint={copy.message.hint || undefined}
              required={copy.message.required}
              autoComplete="off"
              multiline
            />
          </>
        );
      }}
    </FormBlockFrame>
  );
}
