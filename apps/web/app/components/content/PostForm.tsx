import { type MediaItem, type Post, postUrlSchema, publicPath } from "@fooddir/contract";
import {
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy, IconExternalLink, IconLayoutGrid } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  apiErrorBody,
  apiErrorStatus,
  flattenFieldErrors,
  showApiError,
} from "../../lib/api/errors.ts";
import { contentApi, contentKeys, type PostInput } from "../../lib/content/api.ts";
import { formatDateTime } from "../../lib/content/format.ts";
import { cuisineOptions } from "../../lib/content/options.ts";
import type { SectionConfig } from "../../lib/content/sections.ts";
import {
  initialUrlState,
  onTitleChange,
  onUrlChange,
  type UrlState,
  urlHint,
} from "../../lib/content/url-suggest.ts";
import { useUnsavedGuard } from "../../lib/navigation/use-unsaved-guard.ts";
import { notify } from "../../lib/notify.ts";
import { MediaField } from "./MediaPicker.tsx";
import { STATUS_OPTIONS, StatusBadge } from "./StatusBadge.tsx";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog.tsx";

type Values = {
  title: string;
  url: UrlState;
  description: string;
  status: string;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  poster: MediaItem | null;
  logo: MediaItem | null;
  cuisines: string[];
};

function valuesOf(post: Post | undefined): Values {
  return {
    title: post?.attributes.title ?? "",
    url: initialUrlState(post?.attributes.url),
    description: post?.attributes.description ?? "",
    status: String(post?.post_status_id ?? 1),
    no_index: post?.no_index ?? false,
    no_follow: post?.no_follow ?? false,
    show_in_sitemap: post?.show_in_sitemap ?? true,
    poster: post?.media?.poster ?? null,
    logo: post?.media?.logo ?? null,
    cuisines: (post?.external_data?.cuisines ?? []).map((c) => String(c.id)),
  };
}

/** What is saved, for the unsaved-changes comparison and the request body. */
export function toInput(values: Values, config: SectionConfig): PostInput {
  const input: PostInput = {
    title: values.title.trim(),
    url: values.url.url.trim(),
    description: values.description,
    post_status_id: Number(values.status),
    no_index: values.no_index,
    no_follow: values.no_follow,
    show_in_sitemap: values.show_in_sitemap,
  };
  if (config.poster || config.logo) {
    input.media = { poster_id: values.poster?.id ?? null, logo_id: values.logo?.id ?? null };
  }
  if (config.cuisines) input.external_data = { cuisines: values.cuisines.map(Number) };
  return input;
}

function clientErrors(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = "The title field is required.";
  const url = postUrlSchema.safeParse(values.url.url);
  if (!url.success) errors.url = url.error.issues[0]?.message ?? "The url is invalid.";
  return errors;
}

type Props = { config: SectionConfig; post?: Post };

/** Create / edit form of one post (spec §2, contract "Posts"). */
export function PostForm({ config, post }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => valuesOf(post));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bypass = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const tags = useQuery({
    queryKey: contentKeys.cuisineTags,
    queryFn: contentApi.cuisineTags,
    enabled: config.cuisines,
    staleTime: 60_000,
  });
  const tagOptions = useMemo(() => cuisineOptions(tags.data), [tags.data]);

  const dirty = useMemo(
    () => JSON.stringify(toInput(values, config)) !== JSON.stringify(toInput(baseline, config)),
    [values, baseline, config],
  );
  const blocker = useUnsavedGuard(dirty, bypass);

  const set = <K extends keyof Values>(key: K, value: Values[K], field: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (input: PostInput) =>
      post
        ? contentApi.updatePost(post.id, input)
        : contentApi.createPost({ ...input, post_type_id: config.type }),
    onSuccess: (saved) => {
      notify.success(`${config.singular[0].toUpperCase()}${config.singular.slice(1)} saved.`);
      void queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      if (saved?.id) queryClient.setQueryData(contentKeys.post(saved.id), saved);
      if (!post && saved?.id) {
        bypass.current = true;
        void navigate(`/panel/${config.section}/${saved.id}`, { replace: true });
        return;
      }
      const next = saved ? valuesOf(saved) : values;
      setBaseline(next);
      setValues(next);
    },
    onError: (error) => {
      const body = apiErrorBody(error);
      const fieldErrors = flattenFieldErrors(body?.errors);
      // Server field names -> form fields (media.poster_id -> poster etc.).
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const key = field.startsWith("media.poster")
          ? "poster"
          : field.startsWith("media.logo")
            ? "logo"
            : field.startsWith("external_data")
              ? "cuisines"
              : field === "post_status_id"
                ? "status"
                : field;
        mapped[key] = mapped[key] ? `${mapped[key]}, ${message}` : message;
      }
      if (Object.keys(mapped).length > 0) {
        setErrors(mapped);
        if (mapped.title) titleRef.current?.focus();
        else if (mapped.url) urlRef.current?.focus();
      }
      if (apiErrorStatus(error) !== 422 || Object.keys(mapped).length === 0) showApiError(error);
      else notify.error("Please correct the highlighted fields.", { autoClose: 3000 });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = clientErrors(values);
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.url) return urlRef.current?.focus();
    save.mutate(toInput(values, config));
  };

  const heading = post ? post.attributes.title || "(untitled)" : `New ${config.singular}`;
  const publicUrl = post && post.post_status_id === 2 ? publicPath(post.attributes.url) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={`/panel/${config.section}`} size="sm">
            {config.title}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {post ? "Edit" : "New"}
          </Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: "1 1 260px" }}>
            <Title order={1} size="h2" lineClamp={2} style={{ wordBreak: "break-word" }}>
              {heading}
            </Title>
            {post ? (
              <Group gap="xs">
                <StatusBadge statusId={post.post_status_id} />
                <Text size="xs" c="dimmed">
                  Updated {formatDateTime(post.updated_at)}
                </Text>
              </Group>
            ) : null}
          </Stack>
          <Group gap="sm">
            {post ? (
              <Button
                component={Link}
                to={`/panel/${config.section}/${post.id}/build`}
                variant="default"
                leftSection={<IconLayoutGrid size={16} />}
              >
                Page builder
              </Button>
            ) : null}
            {publicUrl ? (
              <Button
                component="a"
                href={publicUrl}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                View
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save
            </Button>
          </Group>
        </Group>
        {dirty ? (
          <Text size="sm" c="orange" role="status">
            You have unsaved changes.
          </Text>
        ) : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <TextInput
                  ref={titleRef}
                  label="Title"
                  required
                  value={values.title}
                  error={errors.title}
                  maxLength={255}
                  onChange={(e) => {
                    const title = e.currentTarget.value;
                    setValues((v) => ({ ...v, title, url: onTitleChange(v.url, title) }));
                    if (errors.title) setErrors(({ title: _t, ...rest }) => rest);
                  }}
                />
                <TextInput
                  ref={urlRef}
                  label="URL"
                  required
                  description={urlHint(post?.attributes.url, values.url.url, values.url.touched)}
                  leftSection={
                    <Text size="sm" c="dimmed">
                      /
                    </Text>
                  }
                  value={values.url.url}
                  error={errors.url}
                  maxLength={255}
                  onChange={(e) =>
                    set("url", onUrlChange(values.url, e.currentTarget.value), "url")
                  }
                />
                <Textarea
                  label="Description"
                  autosize
                  minRows={4}
                  maxRows={14}
                  maxLength={5000}
                  value={values.description}
                  error={errors.description}
                  onChange={(e) => set("description", e.currentTarget.value)}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p="md">
                <Stack gap="sm">
                  <Select
                    label="Status"
                    data={STATUS_OPTIONS}
                    value={values.status}
                    error={errors.status}
                    allowDeselect={false}
                    onChange={(v) => v && set("status", v)}
                  />
                  <Text size="sm" fw={500} mt={4}>
                    Search engines
                  </Text>
                  <Checkbox
                    label="Hide from search engines (noindex)"
                    checked={values.no_index}
                    onChange={(e) => set("no_index", e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Do not follow links (nofollow)"
                    checked={values.no_follow}
                    onChange={(e) => set("no_follow", e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Show in sitemap"
                    checked={values.show_in_sitemap}
                    onChange={(e) => set("show_in_sitemap", e.currentTarget.checked)}
                  />
                </Stack>
              </Paper>
              {config.poster || config.logo || config.cuisines ? (
                <Paper withBorder radius="lg" p="md">
                  <Stack gap="md">
                    {config.poster ? (
                      <MediaField
                        label="Poster"
                        value={values.poster}
                        error={errors.poster}
                        onChange={(item) => set("poster", item)}
                      />
                    ) : null}
                    {config.logo ? (
                      <MediaField
                        label="Logo"
                        value={values.logo}
                        error={errors.logo}
                        onChange={(item) => set("logo", item)}
                      />
                    ) : null}
                    {config.cuisines ? (
                      <MultiSelect
                        label={config.section === "cuisines" ? "Cuisine tag" : "Cuisines"}
                        placeholder={tags.isPending ? "Loading…" : "Choose cuisines"}
                        data={tagOptions}
                        value={values.cuisines}
                        error={errors.cuisines}
                        maxValues={config.section === "cuisines" ? 1 : undefined}
                        searchable
                        clearable
                        hidePickedOptions
                        nothingFoundMessage="No cuisine found"
                        onChange={(v) => set("cuisines", v)}
                        comboboxProps={{ withinPortal: true }}
                      />
                    ) : null}
                  </Stack>
                </Paper>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <UnsavedChangesDialog blocker={blocker}>
        Your changes to this {config.singular} have not been saved and will be lost.
      </UnsavedChangesDialog>
    </form>
  );
}
