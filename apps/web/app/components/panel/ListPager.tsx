import { Group, Pagination, Select, Text } from "@mantine/core";
import { useId } from "react";

type Props = {
  /** The list's page and rows per page (from its URL state). */
  state: { page: number; limit: number };
  pages: number;
  /** The rows-per-page choices. */
  sizes: readonly number[];
  /** Changes the page or the rows per page. */
  apply: (patch: { page?: number; limit?: number }) => void;
};

/** Rows per page and the page links under a panel list (content, users, submissions). */
export function ListPager({ state, pages, sizes, apply }: Props) {
  const labelId = useId();
  return (
    <Group
      justify="space-between"
      p="sm"
      gap="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed" component="label" id={labelId} htmlFor={`${labelId}-input`}>
          Rows per page
        </Text>
        <Select
          id={`${labelId}-input`}
          w={90}
          size="xs"
          data={sizes.map(String)}
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
