import { Alert, Button, Loader, MultiSelect, Text } from "@mantine/core";
import type { ListingOption } from "../../lib/users/api.ts";

type Props = {
  siteName: string;
  /** The active domain's member posts, or undefined while they load. */
  options: ListingOption[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Every listing the user keeps (other sites' ones too); this picker changes the site's own. */
  memberIds: readonly number[];
  onChange: (memberIds: number[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The listings a member (role 4) keeps on the active site: its member posts, by title, bound
 * to `member_ids` (listings of other sites stay as they are). Id `user-member-ids` so a failed
 * submit can focus it.
 */
export function MemberListingPicker({
  siteName,
  options,
  failed,
  onRetry,
  memberIds,
  onChange,
  error,
  disabled = false,
}: Props) {
  if (failed) {
    return (
      <Alert color="red" variant="light" title="The listings could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  }
  const own = new Set((options ?? []).map((o) => Number(o.value)));
  const selected = memberIds.filter((id) => own.has(id)).map(String);
  return (
    <MultiSelect
      id="user-member-ids"
      label={`Listings on ${siteName}`}
      description="The trucks this member edits; their changes wait for review."
      placeholder={selected.length === 0 ? "Choose the listings" : undefined}
      data={options ?? []}
      value={selected}
      searchable
      required
      disabled={disabled || options === undefined}
      rightSection={options === undefined ? <Loader size={14} /> : undefined}
      nothingFoundMessage={
        <Text size="sm" c="dimmed">
          No member matches.
        </Text>
      }
      error={error}
      onChange={(values) =>
        onChange([...memberIds.filter((id) => !own.has(id)), ...values.map(Number)])
      }
    />
  );
}
