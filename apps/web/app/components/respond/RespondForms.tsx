import type { CateringAction, CateringResponseView } from "@fooddir/contract";
import { FormField } from "../../blocks/FormField.tsx";
import { type RespondFormState, sectionOrder } from "../../lib/respond.ts";
import { HeadedSection } from "../public/HeadedSection.tsx";

type Props = {
  view: CateringResponseView;
  /** Where the forms post: the page itself, without the mail link's query. */
  action: string;
  /** The answer the mail link asked for (`?action=`): its form comes first, focused. */
  asked: CateringAction | null;
  /** A refused post: its messages and values, shown in its form. */
  form: RespondFormState | null;
  currency: string;
};

const TITLES: Record<CateringAction, string> = {
  interested: "I'm interested",
  quote: "Send a quote",
  decline: "Decline",
};

/** A refused answer's message above its form (role=alert). */
function Refusal({ form, action }: { form: RespondFormState | null; action: CateringAction }) {
  if (form?.action !== action) return null;
  return (
    <div className="blk-form__summary" role="alert">
      <p className="blk-form__summary-title">{form.message}</p>
      {Object.keys(form.errors).length > 0 ? (
        <ul>
          {Object.entries(form.errors).map(([name, text]) => (
            <li key={name}>
              {name === "price" || name === "message" ? (
                <a href={`#respond-${name}`}>{text}</a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function QuoteFields({ view, form, asked, currency }: Omit<Props, "action">) {
  const mine = form?.action === "quote" ? form : null;
  const price = mine?.values.price ?? (view.quote ? String(view.quote.price) : "");
  return (
    <>
      <FormField
        id="respond-price"
        name="price"
        label={`Price (${currency})`}
        hint="For the whole event."
        type="number"
        required
        autoComplete="off"
        error={mine?.errors.price}
        value={price}
        input={{ min: 0.01, step: 0.01, inputMode: "decimal", autoFocus: asked === "quote" }}
      />
      <FormField
        id="respond-message"
        name="message"
        label="Message"
        hint="What the price includes, questions for the requester."
        required={false}
        autoComplete="off"
        multiline
        error={mine?.errors.message}
        value={mine?.values.message ?? view.quote?.message ?? ""}
      />
    </>
  );
}

/** What each answer does, said before its button. */
function explain(action: CateringAction, view: CateringResponseView): string {
  if (action === "interested") {
    return "The requester gets your page and contact, and you see theirs.";
  }
  if (action === "quote") {
    return view.status === "quoted"
      ? "You may revise your quote until the request is booked; the requester gets each one."
      : "The requester gets your price and message by mail.";
  }
  return view.status === "quoted"
    ? "Declining withdraws your quote."
    : "You will not be asked about this request again.";
}

/** Why answers are closed: the requester decided (booked or lost), or the event is over. */
export function closedText(view: CateringResponseView): string {
  return view.request.status === "booked" || view.request.status === "lost"
    ? "The requester has decided, so answers are closed. Thank you for your time."
    : "The event is over, so answers are closed. Thank you for your time.";
}

/**
 * The answers a truck may still give (lib/respond.ts `answersAfter`: after a quote, revise it or
 * decline), each its own form posting to the page (no script): a GET never answers anything.
 * Closed requests (booked, lost or over) show no forms.
 */
export function RespondForms({ view, action, asked, form, currency }: Props) {
  if (!view.open) {
    return (
      <HeadedSection
        className="respond-section"
        id="respond-closed-title"
        title="This request is closed"
      >
        <p>{closedText(view)}</p>
      </HeadedSection>
    );
  }
  return sectionOrder(asked, view.status).map((answer) => {
    const titleId = `respond-${answer}-title`;
    const submit =
      answer === "quote"
        ? view.status === "quoted"
          ? "Revise the quote"
          : "Send the quote"
        : answer === "interested"
          ? "I'm interested"
          : "Decline this request";
    return (
      <section
        key={answer}
        id={answer}
        className={`respond-section respond-answer-form${answer === asked ? " respond-answer-form--asked" : ""}`}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="member-heading">
          {TITLES[answer]}
        </h2>
        <p>{explain(answer, view)}</p>
        <Refusal form={form} action={answer} />
        <form method="post" action={action} className="blk-form__form" aria-labelledby={titleId}>
          <input type="hidden" name="answer" value={answer} />
          {answer === "quote" ? (
            <QuoteFields view={view} form={form} asked={asked} currency={currency} />
          ) : null}
          <button
            type="submit"
            className="blk-button blk-form__submit"
            // biome-ignore lint/a11y/noAutofocus: the mail link named this answer; its button is where the truck goes
            autoFocus={answer === asked && answer !== "quote"}
          >
            {submit}
          </button>
        </form>
      </section>
    );
  });
}
