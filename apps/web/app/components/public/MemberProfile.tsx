import { isHttpUrl, type MemberProfile as Profile, SOCIAL_NETWORK_LABELS } from "@fooddir/contract";
import { HeadedSection } from "./HeadedSection.tsx";

/** "https://www.tacoloco.example/menu" -> "tacoloco.example/menu": what a reader recognizes. */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

/** tel: link of a phone as typed ("+1 (555) 010-2030" -> "tel:+15550102030"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A member's contact links and social links (contract.md "Member profiles"); nothing when the
 * member has none. Addresses were checked when saved; only http(s) ones become links.
 */
export function MemberProfile({ profile }: { profile: Profile | null | undefined }) {
  if (!profile) return null;
  const website = profile.website && isHttpUrl(profile.website) ? profile.website : null;
  const socials = profile.socials.filter((s) => isHttpUrl(s.url));
  if (!profile.phone && !website && !profile.public_email && socials.length === 0) return null;
  return (
    <HeadedSection
      className="site-container member-contact"
      id="member-contact-title"
      title="Contact"
    >
      <ul className="member-contact__list">
        {profile.phone ? (
          <li>
            <span className="member-contact__label">Phone</span>
            <a href={telHref(profile.phone)}>{profile.phone}</a>
          </li>
        ) : null}
        {profile.public_email ? (
          <li>
            <span className="member-contact__label">Email</span>
            <a href={`mailto:${profile.public_email}`}>{profile.public_email}</a>
          </li>
        ) : null}
        {website ? (
          <li>
            <span className="member-contact__label">Website</span>
            <a href={website} rel="noopener">
              {displayAddress(website)}
            </a>
          </li>
        ) : null}
      </ul>
      {socials.length > 0 ? (
        <ul className="member-socials" aria-label="Social links">
          {socials.map((social) => (
            <li key={`${social.network}-${social.url}`}>
              <a href={social.url} rel="noopener">
                {SOCIAL_NETWORK_LABELS[social.network] ?? social.network}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </HeadedSection>
  );
}
