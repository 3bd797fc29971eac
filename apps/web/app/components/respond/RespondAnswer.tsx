import type { CateringResponseView } from "@fooddir/contract";
import { postDate } from "../../lib/blog.ts";
import { answerText } from "../../lib/respond.ts";
import { HeadedSection } from "../public/HeadedSection.tsx";
import { RespondFact } from "./RespondFact.tsx";

type Props = { view: CateringResponseView; currency: string; timeZone: string };

/**
 * The truck's answer so far (and its quote), and the requester's contact once the API shows it
 * (after "interested" or a quote); never anything of the requester before.
 */
export function RespondAnswer({ view, currency, timeZone }: Props) {
  const quotedAt = view.status === "quoted" ? postDate(view.quote?.at, timeZone) : null;
  const contact = view.contact;
  return (
    <HeadedSection className="respond-section" id="respond-answer-title" title="Your answer">
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
            <RespondFact term="Name">{contact.name}</RespondFact>
            <RespondFact term="Email">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </RespondFact>
            {contact.phone ? (
              <RespondFact term="Phone">
                <a href={`tel:${contact.phone.replace(/[^0-9+]/g, "")}`}>{contact.phone}</a>
              </RespondFact>
            ) : null}
          </dl>
        </>
      ) : null}
    </HeadedSection>
  );
}
