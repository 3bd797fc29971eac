import type { CurrentDomain } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";
import {
  type PostSeoItem,
  type PostSeoUpdate,
  settingsApi,
  settingsKeys,
} from "../../lib/settings/api.ts";
import {
  changedPosts,
  changedRowIds,
  countSeoChanges,
  type DomainSeo,
  domainSeoChanged,
  editsAfterSave,
  type RowEdits,
  type SeoFlag,
  seoServerErrors,
} from "../../lib/settings/seo.ts";
import { SettingsLoadError, SettingsSaveBar, UnsavedChangesGuard } from "./OptionsShared.tsx";
import { SeoDomainCard } from "./SeoDomainCard.tsx";
import { SeoPostsTable } from "./SeoPostsTable.tsx";

type SaveBody = { domain?: DomainSeo; posts: PostSeoUpdate[] };

function SeoSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading SEO">
      <Skeleton h={220} radius="lg" />
      <Skeleton h={360} radius="lg" />
    </Stack>
  );
}

/** Site options > SEO: the domain's title/description and every post's flags, saved at once. */
export function SeoTab() {
  const queryClient = useQueryClient();
  const domain = useQuery({
    queryKey: settingsKeys.domain,
    queryFn: settingsApi.domain,
    meta: { silent: true },
  });
  const posts = useQuery({
    queryKey: settingsKeys.seo,
    queryFn: settingsApi.postSeo,
    meta: { silent: true },
  });
  const [domainDraft, setDomainDraft] = useState<Partial<DomainSeo>>({});
  const [edits, setEdits] = useState<RowEdits>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: SaveBody) => settingsApi.saveSeo(body),
    onSuccess: (list, body) => {
      queryClient.setQueryData(settingsKeys.seo, list);
      const sentDomain = body.domain;
      if (sentDomain) {
        queryClient.setQueryData<CurrentDomain>(settingsKeys.domain, (d) =>
          d
            ? {
                ...d,
                seo: { title: sentDomain.title.trim(), description: sentDomain.description.trim() },
              }
            : d,
        );
        // Keep what was typed again while saving.
        setDomainDraft((d) => {
          const next = { ...d };
          if (next.title === sentDomain.title) delete next.title;
          if (next.description === sentDomain.description) delete next.description;
          return next;
        });
      }
      setEdits((e) => editsAfterSave(e, body.posts));
      setErrors({});
      notify.success("SEO settings saved.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error, body) => {
      setErrors(seoServerErrors(flattenFieldErrors(apiErrorBody(error)?.errors), body.posts));
      showApiError(error);
    },
  });

  if (domain.isPending || posts.isPending) return <SeoSkeleton />;
  if (domain.isError || posts.isError) {
    return (
      <SettingsLoadError
        what="SEO settings"
        error={domain.error ?? posts.error}
        onRetry={() => {
          if (domain.isError) void domain.refetch();
          if (posts.isError) void posts.refetch();
        }}
      />
    );
  }

  const savedSeo = domain.data.seo;
  const seo: DomainSeo = { ...savedSeo, ...domainDraft };
  const rows = posts.data;
  const changes = countSeoChanges(savedSeo, seo, rows, edits);

  const changeDomain = (field: keyof DomainSeo, value: string) => {
    setDomainDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const toggle = (row: PostSeoItem, flag: SeoFlag, value: boolean) => {
    setEdits((e) => ({ ...e, [row.id]: { ...e[row.id], [flag]: value } }));
    setErrors(({ [`post:${row.id}`]: _gone, ...rest }) => rest);
  };
  const submit = () => {
    if (changes === 0 || save.isPending) return;
    const domainChanged = domainSeoChanged(savedSeo, seo);
    save.mutate({
      ...(domainChanged.title || domainChanged.description
        ? { domain: { title: seo.title, description: seo.description } }
        : {}),
      posts: changedPosts(rows, edits),
    });
  };

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard dirty={changes > 0} />
      <SeoDomainCard
        seo={seo}
        siteName={domain.data.name}
        host={domain.data.host}
        errors={errors}
        onChange={changeDomain}
      />
      <SeoPostsTable
        rows={rows}
        edits={edits}
        changedIds={changedRowIds(rows, edits)}
        errors={errors}
        onToggle={toggle}
      />
      <SettingsSaveBar
        changes={changes}
        saving={save.isPending}
        onSave={submit}
        onReset={() => {
          setDomainDraft({});
          setEdits({});
          setErrors({});
        }}
      />
    </Stack>
  );
}
