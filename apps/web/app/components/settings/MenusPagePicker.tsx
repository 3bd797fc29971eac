import { POST_TYPES } from "@fooddir/contract";
import { Loader, Select, Stack, Text } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { pageOptionGroups } from "../../lib/settings/menu-pages.ts";

const TYPES = Object.values(POST_TYPES);

/**
 * A searchable list of the domain's posts (by type) and the members listing; picking one sets
 * the item's path. The path itself stays editable beside it for pages not in the list.
 */
export function MenusPagePicker({
  path,
  enabled,
  onPick,
}: {
  path: string;
  enabled: boolean;
  onPick: (path: string, title: string) => void;
}) {
  const results = useQueries({
    queries: TYPES.map((type) => ({
      queryKey: settingsKeys.typeGroup(type),
      queryFn: () => settingsApi.typeGroup(type),
      enabled,
      staleTime: 60_000,
    })),
  });
  const loading = results.some((r) => r.isPending && r.fetchStatus !== "idle");
  const failed = results.some((r) => r.isError);
  const dataKey = results.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey changes with any result
  const groups = useMemo(
    () =>
      pageOptionGroups(
        TYPES.map((type, i) => ({ type, posts: results[i].data ?? [] })).filter(
          (g) => g.posts.length > 0,
        ),
      ),
    [dataKey],
  );
  const known = groups.some((g) => g.items.some((o) => o.value === path));

  return (
    <Stack gap={4}>
      <Select
        label="Page"
        placeholder={loading ? "Loading pages…" : "Search pages, members, blog posts…"}
        description="Pick a page of this site, or type a path below."
        data={groups}
        value={known ? path : null}
        onChange={(value, option) => onPick(value ?? "", option?.label ?? "")}
        searchable
        clearable
        limit={100}
        maxDropdownHeight={280}
        nothingFoundMessage="No page matches"
        leftSection={<IconSearch size={16} />}
        rightSection={loading ? <Loader size="xs" /> : undefined}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {option.value}
            </Text>
          </div>
        )}
      />
      {failed ? (
        <Text size="xs" c="dimmed" role="status">
          Some pages could not be loaded; you can still type a path.
        </Text>
      ) : null}
    </Stack>
  );
}
