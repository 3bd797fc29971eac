import { Group, Pagination, Select, Text } from "@mantine/core";
import { type ListState, PAGE_SIZES } from "../../../lib/content/list-state.ts";

/** Rows per page and, when there is more than one page, the pagination. */
export function PostListFooter({
  state,
  pages,
  apply,
}: {
  state: ListState;
  pages: number;
  apply: (patch: Partial<ListState>) => void;
}) {
  return (
    <Group
      justify="space-between"
      p="sm"
      gap="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Rows per page
        </Text>
        <Select
          aria-label="Rows per page"
          w={90}
          size="xs"
          data={PAGE_SIZES.map(String)}
          value={String(state.limit)}
          onChange={(v) => v && apply({ limit: Number(v) })}
          allowDeselect={false}
        />
      </Group>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(state.page, pages)}
          onChange={(page) => apply({ page })}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      ) : null}
    </Group>
  );
}
