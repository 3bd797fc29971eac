import { isSafeLink, SITE_PATH_RE } from "@fooddir/contract";

/** Link formats suggested in the social link form, by icon name (GET /api/social-icons). */
const EXAMPLES: Record<string, string> = {
  facebook: "https://facebook.com/yourpage",
  instagram: "https://instagram.com/yourname",
  x: "https://x.com/yourname",
  tiktok: "https://tiktok.com/@yourname",
  youtube: "https://youtube.com/@yourchannel",
  linkedin: "https://linkedin.com/company/yourname",
  pinterest: "https://pinterest.com/yourname",
  whatsapp: "https://wa.me/15551234567",
  telegram: "https://t.me/yourname",
  threads: "https://threads.net/@yourname",
  mastodon: "https://mastodon.social/@yourname",
  bluesky: "https://bsky.app/profile/yourname.bsky.social",
  tripadvisor: "https://tripadvisor.com/Restaurant_Review-…",
  snapchat: "https://snapchat.com/add/yourname",
  email: "mailto:hello@example.com",
  phone: "tel:+15551234567",
  website: "https://example.com",
};

/** An example link for the chosen icon ("mailto:hello@example.com" for Email). */
export function linkExample(iconName: string | undefined): string {
  return (iconName && EXAMPLES[iconName]) || "https://example.com";
}

/** The hint under the link input for the chosen icon. */
export function linkHint(iconName: string | undefined, label: string | undefined): string {
  const example = linkExample(iconName);
  if (!iconName || !label) return "An http(s), mailto: or tel: address.";
  if (example.startsWith("mailto:")) return `For ${label}, use mailto: and the address: ${example}`;
  if (example.startsWith("tel:")) return `For ${label}, use tel: and the number: ${example}`;
  return `For ${label}, use the full address, like ${example}`;
}

const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE_RE = /^\+?[0-9 ().-]{3,30}$/;
const HOST_LIKE_RE = /^[\w-]+(\.[\w-]+)+(\/|$)/;

/**
 * What is wrong with a social link, or null when the server will take it: an http(s), mailto:
 * or tel: address (no site paths). Typical slips get a message naming the fix.
 */
export function socialLinkError(raw: string): string | null {
  const link = raw.trim();
  if (!link) return "The link field is required.";
  if (link.length > 2048) return "The link may not be greater than 2048 characters.";
  if (isSafeLink(link, true) && !SITE_PATH_RE.test(link)) return null;
  if (EMAIL_RE.test(link)) return `Start an email address with mailto:, like mailto:${link}`;
  if (PHONE_RE.test(link) && /\d{3}/.test(link.replace(/\D/g, ""))) {
    return `Start a phone number with tel:, like tel:${link.replace(/[^\d+]/g, "")}`;
  }
  if (HOST_LIKE_RE.test(link)) return `Start the address with https://, like https://${link}`;
  return "The link must be an http(s), mailto: or tel: address.";
}
