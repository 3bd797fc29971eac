import { Alert, ColorInput, Grid, Paper, Skeleton, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { useSiteFrame } from "../../lib/builder/site-frame.ts";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import {
  COLOR_FIELDS,
  COLOR_SWATCHES,
  type ColorKey,
  type ColorValues,
  changedColorKeys,
  colorErrors,
  colorServerErrors,
  colorsBody,
  colorValuesFrom,
  renderedColors,
} from "../../lib/settings/colors.ts";
import { SectionTitle } from "../panel/SectionCard.tsx";
import { ColorsContrast } from "./ColorsContrast.tsx";
import { ColorsPreview } from "./ColorsPreview.tsx";
import { SettingsLoadError, SettingsSaveBar, UnsavedChangesGuard } from "./OptionsShared.tsx";

type Errors = Partial<Record<ColorKey, string>>;

function ColorsSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true" aria-label="Loading colors">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          {COLOR_FIELDS.map((f) => (
            <Skeleton key={f.key} h={62} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton h={240} radius="md" />
      </Grid.Col>
    </Grid>
  );
}

/** Site options > Colors: the four public colors, a live preview and WCAG contrast warnings. */
export function ColorsTab() {
  const queryClient = useQueryClient();
  const site = useSiteFrame();
  const query = useQuery({
    queryKey: settingsKeys.colors,
    queryFn: settingsApi.colors,
    meta: { silent: true },
  });
  const [draft, setDraft] = useState<Partial<ColorValues>>({});
  const [errors, setErrors] = useState<Errors>({});
  const saved = useMemo(() => colorValuesFrom(query.data), [query.data]);
  const values: ColorValues = { ...saved, ...draft };
  const changes = changedColorKeys(saved, values).length;

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (sent: ColorValues) => settingsApi.saveColors(colorsBody(sent)),
    onSuccess: (list, sent) => {
      queryClient.setQueryData(settingsKeys.colors, list);
      // Keep what was changed again while saving.
      setDraft((d) => {
        const next = { ...d };
        for (const key of Object.keys(next) as ColorKey[]) {
          if (next[key]?.toLowerCase() === sent[key].toLowerCase()) delete next[key];
        }
        return next;
      });
      notify.success("Colors saved.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) => {
      setErrors(colorServerErrors(flattenFieldErrors(apiErrorBody(error)?.errors)));
      showApiError(error);
    },
  });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (changes === 0 || save.isPending) return;
    const found = colorErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };
  const change = (key: ColorKey, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  if (query.isPending) return <ColorsSkeleton />;
  if (query.isError) {
    return <SettingsLoadError what="colors" error={query.error} onRetry={() => query.refetch()} />;
  }

  const rendered = renderedColors(values, saved);
  const missing = COLOR_FIELDS.some(({ key }) => saved[key] === "");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <UnsavedChangesGuard dirty={changes > 0} />
        <SectionTitle
          size="h4"
          title="Public colors"
          description="The colors of every public page of this domain. The preview updates as you type and shows what visitors will see: where a text would be hard to read, the pages use a readable shade of your color."
        />
        {missing ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            This domain has no {query.data.length === 0 ? "colors" : "complete set of colors"} yet;
            the public pages use the default colors. Pick all four and save.
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
              <Stack gap="md">
                {COLOR_FIELDS.map((field) => (
                  <ColorInput
                    key={field.key}
                    label={field.label}
                    description={field.description}
                    format="hex"
                    swatches={COLOR_SWATCHES}
                    swatchesPerRow={7}
                    value={values[field.key]}
                    error={errors[field.key]}
                    placeholder="#RRGGBB"
                    maxLength={7}
                    onChange={(value) => change(field.key, value)}
                    popoverProps={{ withinPortal: true }}
                  />
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ColorsPreview colors={rendered.light} site={site} caption="Preview" />
              <ColorsPreview
                colors={rendered.dark}
                site={site}
                caption="Preview on devices in dark mode"
              />
              <ColorsContrast adjustments={rendered.adjustments} problems={rendered.problems} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SettingsSaveBar
          changes={changes}
          saving={save.isPending}
          onSave={() => submit()}
          onReset={() => {
            setDraft({});
            setErrors({});
          }}
          resetLabel="Reset"
        />
      </Stack>
    </form>
  );
}
