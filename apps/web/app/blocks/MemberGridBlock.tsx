import { MemberGrid } from "../components/public/MemberGrid.tsx";
import { resolvedMemberCard } from "../lib/member-cards.ts";
import { Placeholder, TitledSection } from "./shared.tsx";
import type { MemberGridBlockProps } from "./types.ts";

const EMPTY_HINTS = {
  all: "No published members yet; they appear here once published.",
  cuisine: "Choose a cuisine; its published members appear here.",
  picked: "Pick the members to show.",
  pickedNone: "None of the picked members is published.",
} as const;

/**
 * The cards of /members (MemberGrid) for the members the API resolved for the block, in its
 * order, and optionally a link to /members.
 */
export function MemberGridBlock({
  title,
  mode,
  member_ids,
  resolved,
  show_all_link,
  editing,
}: MemberGridBlockProps) {
  const members = resolved?.members ?? [];
  if (members.length === 0) {
    const hint =
      mode === "picked" && member_ids?.length > 0
        ? EMPTY_HINTS.pickedNone
        : (EMPTY_HINTS[mode] ?? EMPTY_HINTS.all);
    return editing ? <Placeholder label="Members" hint={hint} /> : null;
  }
  return (
    <TitledSection className="blk-members" title={title}>
      <MemberGrid cards={members.map(resolvedMemberCard)} headingLevel={title ? 3 : 2} />
      {show_all_link ? (
        <p className="blk-more">
          <a href="/members" className="blk-more__link">
            View all members
          </a>
        </p>
      ) : null}
    </TitledSection>
  );
}
