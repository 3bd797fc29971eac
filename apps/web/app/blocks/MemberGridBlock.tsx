import { useId } from "react";
import { IMAGE_SLOTS } from "../lib/responsive-image.ts";
import { BlockTitle, MediaImage, Placeholder, safeHref } from "./shared.tsx";
import type { MemberGridBlockProps } from "./types.ts";

const EMPTY_HINTS = {
  all: "No published members yet; they appear here once published.",
  cuisine: "Choose a cuisine; its published members appear here.",
  picked: "Pick the members to show.",
  pickedNone: "None of the picked members is published.",
} as const;

/**
 * Member cards (poster, round logo, name, description, cuisines), as on /members: the members
 * the API resolved for the block, in its order, and optionally a link to /members.
 */
export function MemberGridBlock({
  title,
  mode,
  member_ids,
  resolved,
  show_all_link,
  editing,
}: MemberGridBlockProps) {
  const titleId = useId();
  const members = resolved?.members ?? [];
  if (members.length === 0) {
    const hint =
      mode === "picked" && member_ids?.length > 0
        ? EMPTY_HINTS.pickedNone
        : (EMPTY_HINTS[mode] ?? EMPTY_HINTS.all);
    return editing ? <Placeholder label="Members" hint={hint} /> : null;
  }
  const CardTitle = title ? "h3" : "h2";
  return (
    <section className="blk-members" aria-labelledby={title ? titleId : undefined}>
      {title ? <BlockTitle id={titleId}>{title}</BlockTitle> : null}
      <ul className="blk-members__grid">
        {members.map((member) => (
          <li key={member.id} className="blk-member">
            <a href={safeHref(member.url)} className="blk-member__link">
              <div className="blk-member__media">
                <MediaImage
                  className="blk-member__poster"
                  media={member.poster}
                  alt={member.poster?.alt || member.title}
                  slot={IMAGE_SLOTS.card}
                />
                <MediaImage
                  className="blk-member__logo"
                  media={member.logo}
                  alt=""
                  thumbnail
                  slot={IMAGE_SLOTS.cardLogo}
                />
              </div>
              <div className="blk-member__body">
                <CardTitle className="blk-member__title">{member.title}</CardTitle>
                {member.description ? (
                  <p className="blk-member__text">{member.description}</p>
                ) : null}
                {member.cuisines?.length > 0 ? (
                  <ul className="blk-member__cuisines" aria-label="Cuisines">
                    {member.cuisines.map((name, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
                      <li key={`${i}-${name}`}>{name}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </a>
          </li>
        ))}
      </ul>
      {show_all_link ? (
        <p className="blk-more">
          <a href="/members" className="blk-more__link">
            View all members
          </a>
        </p>
      ) : null}
    </section>
  );
}
