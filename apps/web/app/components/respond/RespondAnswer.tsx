import type { CateringResponseView } from "@fooddir/contract";
import { postDate } from "../../lib/blog.ts";
import { answerText } from "../../lib/respond.ts";

type Props = { view: CateringResponseView; currency: string; timeZone: string };

/**
 * The truck's answer so far (and its quote), and the requester's contact once the API shows it
 * (after "interested" or a quote); never anything of the requester before.
 */
export function RespondAnswer({ view, currency, timeZone }: Props) {
  const quotedAt = view.status === "quoted" ? postDate(view.quote?.at, timeZone) : null;
  const contact = view.contact;
  return (
    <section className="respond-section" aria-labelledby="respond-answer-title">
      <h2 id="respond-answer-title" className="member-heading">
        Your answer
      </h2>
      <p className="respond-answer">
        {answerText(view, currency)}
        {quotedAt ? (
          <>
            {" "}
            <span className="respond-muted">
              (<time dateTime={quotedAt.iso}>{quotedAt.text}</time>)
            </span>
          </>
        ) : null}
      </p>
      {view.status === "quoted" && view.quote?.message ? (
        <blockquote className="respond-quote">{view.quote.message}</blockquote>
      ) : null}
      {contact ? (
        <>
          <h3 className="respond-subheading">The requester</h3>
          <dl className="respond-facts">
            <div className="respond-facts__row">
              <dt>Name</dt>
              <dd>{contact.name}</dd>
            </div>
            <div className="respond-facts__row">
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            {contact.phone ? (
              <div className="respond-facts__row">
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^0-9+]/g, "")}`}>{contact.phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}
