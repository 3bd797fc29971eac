import {
  Badge,
  Center,
  Checkbox,
  Group,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconFileSearch, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { formatCount } from "../../lib/content/format.ts";
import type { PostSeoItem } from "../../lib/settings/api.ts";
import {
  applyEdits,
  filterSeoRows,
  postTypeName,
  type RowEdits,
  SEO_FLAG_LABELS,
  SEO_FLAGS,
  type SeoFlag,
  typeOptions,
} from "../../lib/settings/seo.ts";
import { EmptyState } from "../panel/EmptyState.tsx";
import { TitledCard } from "../panel/SectionCard.tsx";

const PAGE_SIZE = 50;

type Props = {
  rows: readonly PostSeoItem[];
  edits: RowEdits;
  changedIds: Set<number>;
  errors: Record<string, string>;
  onToggle: (row: PostSeoItem, flag: SeoFlag, value: boolean) => void;
};

/** Every post's robots and sitemap flags, filterable by type and searchable by title or url. */
export function SeoPostsTable({ rows, edits, changedIds, errors, onToggle }: Props) {
  const [type, setType] = useState("all");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const filtered = filterSeoRows(rows, {
    type: type === "all" ? null : Number(type),
    search,
  });
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <TitledCard
      compact
      id="seo-posts-title"
      title="Posts"
      description="No index keeps a post out of search results, no follow tells search engines not to follow its links, and In sitemap lists it in sitemap.xml."
    >
      {rows.length === 0 ? (
        <EmptyState
          compact
          icon={<IconFileSearch size={26} />}
          title="No posts yet"
          text="Pages, members and blog posts appear here once they are created."
        />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Type"
              data={typeOptions(rows)}
              value={type}
              allowDeselect={false}
              onChange={(v) => {
                setType(v ?? "all");
                setPage(1);
              }}
              w={{ base: "100%", sm: 220 }}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Search posts"
              placeholder="Title or URL"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: "1 1 220px" }}
            />
          </Group>
          <Text size="sm" c="dimmed" role="status">
            {filtered.length === rows.length
              ? formatCount(rows.length, "post")
              : `${formatCount(filtered.length, "post")} of ${rows.length}`}
          </Text>
          {filtered.length === 0 ? (
            <Text ta="center" py="lg" c="dimmed">
              No posts match these filters.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560} type="native">
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Post</Table.Th>
                    <Table.Th>Type</Table.Th>
                    {SEO_FLAGS.map((f) => (
                      <Table.Th key={f} ta="center" w={96}>
                        {SEO_FLAG_LABELS[f]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {visible.map((row) => {
                    const shown = applyEdits(row, edits);
                    const name = row.title || row.url;
                    const error = errors[`post:${row.id}`];
                    return (
                      <Table.Tr key={row.id}>
                        <Table.Td style={{ maxWidth: 320 }}>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={500} truncate="end">
                              {row.title || "(untitled)"}
                            </Text>
                            {changedIds.has(row.id) ? (
                              <Badge size="xs" variant="light" color="indigo">
                                Edited
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="xs" c="dimmed" truncate="end">
                            {row.url}
                          </Text>
                          {error ? (
                            <Text size="xs" c="var(--mantine-color-error)">
                              {error}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{postTypeName(row.post_type_id)}</Text>
                        </Table.Td>
                        {SEO_FLAGS.map((f) => (
                          <Table.Td key={f}>
                            <Center>
                              <Checkbox
                                aria-label={`${SEO_FLAG_LABELS[f]}: ${name}`}
                                checked={shown[f]}
                                onChange={(e) => onToggle(row, f, e.currentTarget.checked)}
                              />
                            </Center>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 ? (
            <Group justify="flex-end">
              <Pagination
                size="sm"
                total={pages}
                value={current}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </TitledCard>
  );
}
