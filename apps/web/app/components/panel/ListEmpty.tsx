import { Button } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState.tsx";

type Props = {
  /** Filters are set: say nothing matches them and offer to clear them. */
  filtered: boolean;
  onClear: () => void;
  /** The list with no row at all yet. */
  icon: ReactNode;
  title: string;
  text: string;
  /** The list with no row matching the filters. */
  noMatchTitle: string;
  noMatchText: string;
  /** The nothing-yet state's button (New…). */
  action?: ReactNode;
  /** The no-match state's button words ("Clear search" on a list with only a search). */
  clearLabel?: string;
};

/** What a list screen says when empty (RecordListScreen's `empty`). */
export type ListEmptyTexts = Omit<Props, "filtered" | "onClear">;

/** The empty state of a filtered list screen: nothing yet, or nothing matching (with Clear). */
export function ListEmpty({
  filtered,
  onClear,
  icon,
  title,
  text,
  noMatchTitle,
  noMatchText,
  action,
  clearLabel = "Clear filters",
}: Props) {
  if (!filtered) return <EmptyState icon={icon} title={title} text={text} action={action} />;
  return (
    <EmptyState
      icon={<IconFilterOff size={28} />}
      title={noMatchTitle}
      text={noMatchText}
      action={
        <Button
          variant="light"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          {clearLabel}
        </Button>
      }
    />
  );
}
