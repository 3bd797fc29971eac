import { HeadedSection } from "./HeadedSection.tsx";

/**
 * "Book this truck" on a member's page (issue 38): a link to the site's catering form, shown
 * only when the member offers catering and the site has the form (lib/catering-page.server.ts).
 * The form asks the caterers that are free and fit the event, so the text says so and names
 * the member.
 */
export function MemberBooking({ href, title }: { href: string | null | undefined; title: string }) {
  if (!href) return null;
  return (
    <HeadedSection
      className="site-container member-booking"
      id="member-booking-title"
      title="Catering"
    >
      <p>
        {title} caters events. Tell us about yours: {title} and the other caterers that are free and
        fit it get your request.
      </p>
      <p>
        <a className="blk-button" href={href}>
          Book this truck
        </a>
      </p>
    </HeadedSection>
  );
}
