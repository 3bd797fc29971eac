import { Group, Pagination, Select, Text } from "@mantine/core";
import { useId } from "react";

type Props = {
  page: number;
  pages: number;
  limit: number;
  /** The rows-per-page choices. */
  sizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/** Rows per page and the page links under a panel list (users, submissions). */
export function ListPager({ page, pages, limit, sizes, onPage, onLimit }: Props) {
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
          value={String(limit)}
          onChange={(v) => v && onLimit(Number(v))}
          allowDeselect={false}
        />
      </Group>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
        />
      ) : null}
    </Group>
  );
}
