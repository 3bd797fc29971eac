import type { ErrorPage } from "@fooddir/contract";
import { Alert, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys, type TypeGroupItem } from "../../lib/settings/api.ts";
import {
  errorsForFields,
  isDirty,
  type NotFoundValues,
  validateErrorPage,
  valuesFromPage,
} from "../../lib/settings/not-found.ts";
import { NotFoundMembers } from "./NotFoundMembers.tsx";
import { NotFoundPreview } from "./NotFoundPreview.tsx";
import { NotFoundSaveBar } from "./NotFoundSaveBar.tsx";
import { NotFoundTruckImage } from "./NotFoundTruckImage.tsx";
import { useFormErrors } from "./use-form-errors.ts";

type Props = { page: ErrorPage; members: TypeGroupItem[] };
type TextField = "title" | "subtitle" | "section_title";

/** Warns before the tab is closed or reloaded with unsaved changes. */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}

/** The not-found page form: texts, truck image, featured members, live preview, Save/Discard. */
export function NotFoundEditor({ page, members }: Props) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesFromPage(page, members));
  const [baseline, setBaseline] = useState<NotFoundValues>(initial.values);
  const [values, setValues] = useState<NotFoundValues>(initial.values);
  const [dropped, setDropped] = useState(initial.dropped);
  const { formRef, errors, setErrors, submitChecked, showServerError, clearError } =
    useFormErrors();
  const dirty = isDirty(values, baseline);
  useBeforeUnload(dirty);

  const set = <K extends keyof NotFoundValues>(
    key: K,
    value: NotFoundValues[K],
    field: string = key,
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(field);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: settingsApi.saveErrorPage,
    onSuccess: (saved) => {
      notify.success("Not-found page saved.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      const next = saved ? valuesFromPage(saved, members).values : values;
      setBaseline(next);
      setValues(next);
      setDropped(0);
    },
    onError: (error) => showServerError(error, errorsForFields),
  });

  const submit = submitChecked(
    () => validateErrorPage(values),
    (result) => save.mutate(result.body),
  );
  const discard = () => {
    setValues(baseline);
    setErrors({});
  };

  const text = (field: TextField, label: string, max: number, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={values[field]}
      error={errors[field]}
      maxLength={max}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  );

  return (
    <Stack gap="lg">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <NotFoundSaveBar
            dirty={dirty}
            saving={save.isPending}
            dropped={dropped}
            onDiscard={discard}
          />
          {errors.form ? (
            <Alert variant="light" color="red" title="The page could not be saved">
              {errors.form}
            </Alert>
          ) : null}
          <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text("title", "Title", 150)}
                {text("subtitle", "Subtitle", 200, "Shown for a 404 (page not found).")}
              </SimpleGrid>
              <NotFoundTruckImage
                value={values.truck_image}
                error={errors.truck_image_id}
                onChange={(item) => set("truck_image", item, "truck_image_id")}
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
            <Stack gap="md">
              {text("section_title", "Section title", 150, "The “Meet the members” section.")}
              <Textarea
                label="Section text"
                description="Optional; shown under the section title."
                autosize
                minRows={3}
                maxRows={10}
                value={values.section_text}
                error={errors.section_text}
                maxLength={1000}
                onChange={(e) => set("section_text", e.currentTarget.value)}
              />
              <NotFoundMembers
                value={values.members}
                members={members}
                error={errors.members}
                onChange={(ids) => set("members", ids)}
              />
            </Stack>
          </Paper>
        </Stack>
      </form>
      <NotFoundPreview values={values} members={members} />
    </Stack>
  );
}
