import { publicPath } from "@fooddir/contract";
import "@mantine/dates/styles.css";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ListEnvelope, Post } from "@fooddir/contract";
import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  Center,
  Group,
  Image,
  Menu,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import {
  IconArrowBackUp,
  IconCalendar,
  IconChevronDown,
  IconChevronUp,
  IconDots,
  IconEdit,
  IconFileOff,
  IconFilterOff,
  IconGripVertical,
  IconPhoto,
  IconPlus,
  IconSearch,
  IconSelector,
  IconToggleLeft,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CSSProperties,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useSearchParams } from "react-router";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { formatCount, formatDateTime } from "../../lib/content/format.ts";
import {
  canReorder,
  hasFilters,
  type ListState,
  listStateToParams,
  listStateToQuery,
  PAGE_SIZES,
  parseListState,
  type SortField,
  toggleSort,
  updateListState,
} from "../../lib/content/list-state.ts";
import { planReorder, reorderAnnouncements } from "../../lib/content/reorder.ts";
import type { SectionConfig } from "../../lib/content/sections.ts";
import { notify } from "../../lib/notify.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { SEARCH_DEBOUNCE_MS } from "./MediaPicker.tsx";
import { STATUS_OPTIONS, StatusBadge, statusName } from "./StatusBadge.tsx";

type Pending = { kind: "destroy"; post: Post } | null;

function SortHeader({
  field,
  state,
  onSort,
  children,
  hideOnPhone = false,
}: {
  field: SortField;
  state: ListState;
  onSort: (field: SortField) => void;
  children: ReactNode;
  hideOnPhone?: boolean;
}) {
  const active = state.sortBy === field;
  const Icon = !active ? IconSelector : state.sortDir === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      visibleFrom={hideOnPhone ? "sm" : undefined}
      aria-sort={active ? (state.sortDir === "asc" ? "ascending" : "descending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton onClick={() => onSort(field)} style={{ display: "inline-flex", gap: 4 }}>
        <Text fw={600} size="sm" component="span">
          {children}
        </Text>
        <Icon size={15} stroke={1.6} aria-hidden style={{ marginTop: 2 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

function Thumbs({ post }: { post: Post }) {
  const poster = post.media?.poster;
  const logo = post.media?.logo;
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        w={56}
        h={40}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: "var(--mantine-radius-sm)", overflow: "hidden", flexShrink: 0 }}
      >
        {poster ? (
          <Image
            src={poster.thumbnail_url || poster.url}
            alt=""
            w={56}
            h={40}
            fit="cover"
            loading="lazy"
          />
        ) : (
          <Center h="100%" c="dimmed">
            <IconPhoto size={16} aria-hidden />
          </Center>
        )}
      </Box>
      <Avatar src={logo ? logo.thumbnail_url || logo.url : null} alt="" size={32} radius="xl">
        {post.attributes.title.slice(0, 1).toUpperCase()}
      </Avatar>
    </Group>
  );
}

type RowProps = {
  post: Post;
  config: SectionConfig;
  reorderable: boolean;
  trash: boolean;
  onStatus: (post: Post, status: number) => void;
  onTrash: (post: Post) => void;
  onRestore: (post: Post) => void;
  onDestroy: (post: Post) => void;
};

/**
 * The row's action menu. A closed Mantine Menu still costs hooks and a floating element per
 * row, which adds up to seconds on a 500-row list, so each row starts with a plain button and
 * mounts its menu (already open) on first use.
 */
function RowActions({
  post,
  title,
  editTo,
  trash,
  onStatus,
  onTrash,
  onRestore,
  onDestroy,
}: Omit<RowProps, "config" | "reorderable"> & { title: string; editTo: string }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The button under the menu is a new element after mounting; give focus back to it on close.
  const target = useRef<HTMLButtonElement>(null);
  if (!mounted) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Actions for ${title}`}
        aria-haspopup="menu"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <IconDots size={18} />
      </ActionIcon>
    );
  }
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={220}
      opened={opened}
      onChange={setOpened}
      onClose={() => target.current?.focus()}
    >
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {trash ? (
          <>
            <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => onRestore(post)}>
              Restore
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrashX size={16} />}
              onClick={() => onDestroy(post)}
            >
              Delete permanently
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={editTo} leftSection={<IconEdit size={16} />}>
              Edit
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>Change status</Menu.Label>
            {STATUS_OPTIONS.map((s) => (
              <Menu.Item
                key={s.value}
                leftSection={<IconToggleLeft size={16} />}
                disabled={Number(s.value) === post.post_status_id}
                onClick={() => onStatus(post, Number(s.value))}
              >
                {s.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onTrash(post)}
            >
              Move to trash
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

const PostRow = memo(function PostRow({
  post,
  config,
  reorderable,
  trash,
  onStatus,
  onTrash,
  onRestore,
  onDestroy,
}: RowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: post.id, disabled: !reorderable });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 2 : undefined,
    background: isDragging ? "var(--mantine-color-body)" : undefined,
    boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
  };
  const title = post.attributes.title || "(untitled)";
  const editTo = `/panel/${config.section}/${post.id}`;
  return (
    <Table.Tr ref={setNodeRef} style={style} data-post-id={post.id}>
      {!trash ? (
        <Table.Td w={40} pr={0}>
          {reorderable ? (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={`Reorder ${title}`}
              style={{ cursor: "grab", touchAction: "none" }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          ) : (
            <Tooltip label="Sort by order without filters to reorder" withArrow openDelay={300}>
              <ActionIcon
                variant="transparent"
                color="gray"
                disabled
                aria-label="Reordering unavailable"
              >
                <IconGripVertical size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      ) : null}
      {config.thumbnails ? (
        <Table.Td w={110} visibleFrom="sm">
          <Thumbs post={post} />
        </Table.Td>
      ) : null}
      <Table.Td style={{ minWidth: 140 }}>
        {trash ? (
          <Text fw={600} size="sm" lineClamp={1} data-testid="post-title">
            {title}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={editTo}
            fw={600}
            size="sm"
            lineClamp={1}
            data-testid="post-title"
          >
            {title}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: "break-all" }}>
          {publicPath(post.attributes.url)}
        </Text>
        <Box hiddenFrom="sm" mt={4}>
          <StatusBadge statusId={post.post_status_id} />
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
        <StatusBadge statusId={post.post_status_id} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
        <Text size="sm" ff="monospace" fz="xs">
          {formatDateTime(post.created_at)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
        <Text size="sm" ff="monospace" fz="xs">
          {formatDateTime(trash ? post.deleted_at : post.updated_at)}
        </Text>
      </Table.Td>
      <Table.Td w={56} ta="right">
        <RowActions
          post={post}
          title={title}
          editTo={editTo}
          trash={trash}
          onStatus={onStatus}
          onTrash={onTrash}
          onRestore={onRestore}
          onDestroy={onDestroy}
        />
      </Table.Td>
    </Table.Tr>
  );
});

function SkeletonRows({ cols, rows = 8 }: { cols: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Table.Tr key={r}>
          {Array.from({ length: cols }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Table.Td key={c}>
              <Skeleton h={14} w={c === 2 ? "80%" : 60} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap={8} maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={650} size="lg">
          {title}
        </Text>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/** The list screen of one content section (spec §2): a data table with filters and ordering. */
export function PostList({ config }: { config: SectionConfig }) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const queryClient = useQueryClient();
  const dndId = useId();
  const [pending, setPending] = useState<Pending>(null);

  const apply = (patch: Partial<ListState>, replace = false) =>
    setParams(listStateToParams(updateListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });

  // Search: typed text is applied to the URL 300 ms after the last key (spec §9).
  const [searchInput, setSearchInput] = useState(state.search);
  const applied = useRef(state.search);
  const applySearch = useDebouncedCallback((value: string) => {
    applied.current = value;
    apply({ search: value }, true);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // A search changed from outside (back / forward, clear filters) replaces the input.
    if (state.search !== applied.current) {
      applied.current = state.search;
      setSearchInput(state.search);
    }
  }, [state.search]);

  // The picker's own value: a range being picked has one day until the second click.
  const [range, setRange] = useState<[string | null, string | null]>([state.from, state.to]);
  useEffect(() => setRange([state.from, state.to]), [state.from, state.to]);

  const query = listStateToQuery(state, config.type);
  const listKey = contentKeys.list(config.type, query);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => contentApi.listPosts(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.limit));
  const reorderable = canReorder(state) && !list.isPlaceholderData;
  const filtered = hasFilters(state);

  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.posts });
  const statusMutation = useMutation({
    mutationFn: ({ post, status }: { post: Post; status: number }) =>
      contentApi.setStatus(post.id, status),
    onSuccess: (_d, { post, status }) =>
      notify.success(`“${post.attributes.title}” is now ${statusName(status).toLowerCase()}.`),
    onSettled: refresh,
  });
  const trashMutation = useMutation({
    mutationFn: (post: Post) => contentApi.trash(post.id),
    onSuccess: (_d, post) => notify.success(`“${post.attributes.title}” moved to the trash.`),
    onSettled: refresh,
  });
  const restoreMutation = useMutation({
    mutationFn: (post: Post) => contentApi.restore(post.id),
    onSuccess: (_d, post) => notify.success(`“${post.attributes.title}” restored.`),
    onSettled: refresh,
  });
  const destroyMutation = useMutation({
    mutationFn: (post: Post) => contentApi.destroy(post.id),
    onSuccess: (_d, post) => {
      notify.success(`“${post.attributes.title}” deleted permanently.`);
      setPending(null);
    },
    onSettled: refresh,
  });
  const orderMutation = useMutation({
    mutationFn: ({
      id,
      position,
    }: {
      id: number;
      position: number;
      previous?: ListEnvelope<Post>;
    }) => contentApi.setOrder(id, position),
    onError: (_e, { previous }) => {
      // Roll the optimistic order back; the error toast comes from the query client.
      if (previous) queryClient.setQueryData(listKey, previous);
    },
    onSettled: refresh,
  });

  // Stable row callbacks, so memoized rows do not re-render on every list state change.
  const { mutate: mutateStatus } = statusMutation;
  const { mutate: mutateTrash } = trashMutation;
  const { mutate: mutateRestore } = restoreMutation;
  const onStatus = useCallback(
    (post: Post, status: number) => mutateStatus({ post, status }),
    [mutateStatus],
  );
  const onTrash = useCallback((post: Post) => mutateTrash(post), [mutateTrash]);
  const onRestore = useCallback((post: Post) => mutateRestore(post), [mutateRestore]);
  const onDestroy = useCallback((post: Post) => setPending({ kind: "destroy", post }), []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || !list.data) return;
    const plan = planReorder(
      rows,
      Number(active.id),
      Number(over.id),
      (state.page - 1) * state.limit,
    );
    if (!plan) return;
    const previous = list.data;
    queryClient.setQueryData<ListEnvelope<Post>>(listKey, { ...previous, data: plan.rows });
    orderMutation.mutate({ id: plan.id, position: plan.position, previous });
  };

  const announcements = useMemo(
    () => reorderAnnouncements(rows, (post) => post.attributes.title),
    [rows],
  );

  const cols = 5 + (state.trash ? 0 : 1) + (config.thumbnails ? 1 : 0);
  const onSort = (field: SortField) => apply(toggleSort(state, field));
  const clearFilters = () => apply({ search: "", status: null, from: null, to: null });

  const body = list.isPending ? (
    <SkeletonRows cols={cols} />
  ) : (
    rows.map((post) => (
      <PostRow
        key={post.id}
        post={post}
        config={config}
        reorderable={reorderable}
        trash={state.trash}
        onStatus={onStatus}
        onTrash={onTrash}
        onRestore={onRestore}
        onDestroy={onDestroy}
      />
    ))
  );

  let empty: ReactNode = null;
  if (list.isError && !list.data) {
    empty = (
      <EmptyState
        icon={<IconFileOff size={28} />}
        title={`${config.title} could not be loaded`}
        text="Check your connection and try again."
        action={
          <Button variant="light" onClick={() => list.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (!list.isPending && rows.length === 0) {
    empty = filtered ? (
      <EmptyState
        icon={<IconFilterOff size={28} />}
        title={`No ${config.plural} match these filters`}
        text="Try another search or clear the filters."
        action={
          <Button variant="light" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : state.trash ? (
      <EmptyState
        icon={<IconTrash size={28} />}
        title="The trash is empty"
        text={`${config.title} you move to the trash appear here until you restore or delete them.`}
      />
    ) : (
      <EmptyState
        icon={<IconFileOff size={28} />}
        title={`No ${config.plural} yet`}
        text={`Create the first ${config.singular}; it appears here.`}
        action={
          <Button
            component={Link}
            to={`/panel/${config.section}/new`}
            leftSection={<IconPlus size={16} />}
          >
            New {config.singular}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {config.title}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="list-total">
            {list.isPending ? "Loading…" : formatCount(total, config.singular, config.plural)}
            {state.trash ? " in the trash" : ""}
          </Text>
        </div>
        <Group gap="sm">
          <SegmentedControl
            aria-label="View"
            value={state.trash ? "trash" : "active"}
            onChange={(v) => apply({ trash: v === "trash", sortBy: "position", sortDir: "asc" })}
            data={[
              { value: "active", label: "All" },
              { value: "trash", label: "Trash" },
            ]}
          />
          <Button
            component={Link}
            to={`/panel/${config.section}/new`}
            leftSection={<IconPlus size={16} />}
          >
            New
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: "hidden" }}>
        <Group
          gap="sm"
          p="sm"
          wrap="wrap"
          style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
        >
          <TextInput
            style={{ flex: "1 1 220px" }}
            placeholder={`Search ${config.plural}`}
            aria-label={`Search ${config.plural}`}
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(e) => {
              setSearchInput(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
          />
          <Select
            style={{ flex: "1 1 150px", maxWidth: "100%" }}
            aria-label="Status"
            placeholder="All statuses"
            data={STATUS_OPTIONS}
            value={state.status === null ? null : String(state.status)}
            onChange={(v) => apply({ status: v ? (Number(v) as 1 | 2 | 3) : null })}
            clearable
            allowDeselect
          />
          <DatePickerInput
            type="range"
            style={{ flex: "1 1 240px", maxWidth: "100%" }}
            aria-label="Created between"
            placeholder="Created between"
            leftSection={<IconCalendar size={16} />}
            valueFormat="YYYY-MM-DD"
            value={range}
            onChange={([from, to]) => {
              setRange([from, to]);
              // A half-picked range stays local until its second day is chosen.
              if ((from && to) || (!from && !to)) apply({ from: from ?? null, to: to ?? null });
            }}
            clearable
            allowSingleDateInRange
            previousLabel="Previous month"
            nextLabel="Next month"
            popoverProps={{ withinPortal: true }}
          />
          {filtered ? (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={16} />}
              onClick={clearFilters}
            >
              Clear
            </Button>
          ) : null}
        </Group>

        <Table.ScrollContainer minWidth={320} type="native">
          <DndContext
            id={dndId}
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements }}
          >
            <Table
              verticalSpacing="sm"
              highlightOnHover
              stickyHeader={false}
              aria-busy={list.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  {!state.trash ? (
                    <Table.Th
                      w={40}
                      pr={0}
                      aria-sort={state.sortBy === "position" ? "ascending" : "none"}
                    >
                      <Tooltip label="Manual order" withArrow>
                        <UnstyledButton
                          aria-label="Sort by manual order"
                          onClick={() => apply({ sortBy: "position", sortDir: "asc" })}
                        >
                          <IconSelector size={15} aria-hidden />
                        </UnstyledButton>
                      </Tooltip>
                    </Table.Th>
                  ) : null}
                  {config.thumbnails ? <Table.Th visibleFrom="sm">Images</Table.Th> : null}
                  <SortHeader field="title" state={state} onSort={onSort}>
                    Title
                  </SortHeader>
                  <Table.Th visibleFrom="sm">Status</Table.Th>
                  <SortHeader field="created_at" state={state} onSort={onSort} hideOnPhone>
                    Created
                  </SortHeader>
                  {state.trash ? (
                    <Table.Th visibleFrom="sm">Trashed</Table.Th>
                  ) : (
                    <SortHeader field="updated_at" state={state} onSort={onSort} hideOnPhone>
                      Updated
                    </SortHeader>
                  )}
                  <Table.Th w={56}>
                    <Box
                      component="span"
                      style={{
                        position: "absolute",
                        width: 1,
                        height: 1,
                        overflow: "hidden",
                        clip: "rect(0 0 0 0)",
                      }}
                    >
                      Actions
                    </Box>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <SortableContext
                  items={rows.map((r) => r.id)}
                  strategy={verticalListSortingStrategy}
                >
                  {body}
                </SortableContext>
              </Table.Tbody>
            </Table>
          </DndContext>
        </Table.ScrollContainer>
        {empty}

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
      </Paper>

      <ConfirmDialog
        opened={pending?.kind === "destroy"}
        title="Delete permanently?"
        confirmLabel="Delete permanently"
        danger
        loading={destroyMutation.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && destroyMutation.mutate(pending.post)}
      >
        <strong>{pending?.post.attributes.title}</strong> will be deleted for good. This cannot be
        undone.
      </ConfirmDialog>
    </Stack>
  );
}
