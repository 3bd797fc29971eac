import { type DomainOptions, TRUST_MEMBER_EDITS_DEFAULT } from "@fooddir/contract";
import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import {
  changedOptionNames,
  draftAfterSave,
  MEDIA_FIELDS,
  mergeOptions,
  OPTION_SECTIONS,
  type OptionName,
  type OptionsDraft,
  optionErrors,
  optionServerErrors,
  optionsUpdateBody,
} from "../../lib/settings/options.ts";
import { SectionTitle } from "../panel/SectionCard.tsx";
import { OptionsCatering } from "./OptionsCatering.tsx";
import { OptionsMediaCard } from "./OptionsMediaCard.tsx";
import { OptionsSection } from "./OptionsSection.tsx";
import { SettingsLoadError, SettingsSaveBar, UnsavedChangesGuard } from "./OptionsShared.tsx";
import { OptionsVendors } from "./OptionsVendors.tsx";

function OptionsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading options">
      {OPTION_SECTIONS.map((s) => (
        <Skeleton key={s.title} h={150} radius="lg" />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {MEDIA_FIELDS.map((f) => (
          <Skeleton key={f.name} h={112} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Site options > Options: the domain's texts and images (contract "Domains and settings"). */
export function OptionsTab() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKeys.options,
    queryFn: settingsApi.options,
    meta: { silent: true },
  });
  const [draft, setDraft] = useState<OptionsDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ saved, sent }: { saved: DomainOptions; sent: OptionsDraft }) =>
      settingsApi.saveOptions(optionsUpdateBody(saved, sent)),
    onSuccess: (options, { sent }) => {
      queryClient.setQueryData(settingsKeys.options, options);
      setDraft((d) => draftAfterSave(d, sent));
      notify.success("Options saved.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) => {
      setErrors(optionServerErrors(flattenFieldErrors(apiErrorBody(error)?.errors)));
      showApiError(error);
    },
  });

  if (query.isPending) return <OptionsSkeleton />;
  if (query.isError) {
    return <SettingsLoadError what="options" error={query.error} onRetry={() => query.refetch()} />;
  }

  const saved = query.data;
  const values = mergeOptions(saved, draft);
  const changed = changedOptionNames(saved, draft);

  const change = <K extends OptionName>(name: K, value: OptionsDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => {
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (changed.length === 0 || save.isPending) return;
    const found = optionErrors(values, changed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error("Some fields need attention.");
      return;
    }
    const sent = Object.fromEntries(changed.map((n) => [n, draft[n]])) as OptionsDraft;
    save.mutate({ saved, sent });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <UnsavedChangesGuard dirty={changed.length > 0} />
        {OPTION_SECTIONS.map((section) => (
          <OptionsSection
            key={section.title}
            section={section}
            values={values}
            errors={errors}
            onChange={change}
          />
        ))}
        <OptionsCatering values={values} errors={errors} onChange={change} />
        <OptionsVendors
          trustMemberEdits={values.trust_member_edits ?? TRUST_MEMBER_EDITS_DEFAULT}
          error={errors.trust_member_edits}
          onChange={(value) => change("trust_member_edits", value)}
        />
        <Stack gap="sm" component="section" aria-labelledby="options-images-title">
          <SectionTitle
            id="options-images-title"
            title="Images"
            description="Chosen from the media library; changes apply when you save."
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {MEDIA_FIELDS.map((field) => (
              <OptionsMediaCard
                key={field.name}
                field={field}
                value={values[field.name]}
                changed={changed.includes(field.name)}
                error={errors[field.name]}
                onChange={(item) => change(field.name, item)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <SettingsSaveBar
          changes={changed.length}
          saving={save.isPending}
          onSave={() => submit()}
          onReset={() => {
            setDraft({});
            setErrors({});
          }}
        />
      </Stack>
    </form>
  );
}
