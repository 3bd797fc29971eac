import { Group, Pagination, Select, Text } from "@mantine/core";
import { USER_PAGE_SIZES } from "../../lib/users/list-state.ts";

type Props = {
  page: number;
  pages: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/** Rows per page and the page buttons under the users table. */
export function UsersPager({ page, pages, limit, onPage, onLimit }: Props) {
  return (
    <Group
      justify="space-between"
      p="sm"
      gap="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed" component="label" htmlFor="users-page-size">
          Rows per page
        </Text>
        <Select
          id="users-page-size"
          w={90}
          size="xs"
          data={USER_PAGE_SIZES.map(String)}
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
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      ) : null}
    </Group>
  );
}
