import type { AnalyticsItem } from "@fooddir/contract";
import { Alert } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notify } from "../../lib/notify.ts";
import {
  type AnalyticsForm,
  type AnalyticsType,
  changeType,
  emptyAnalyticsForm,
  errorsForForm,
  formFromItem,
  TYPE_LABELS,
  validateAnalytics,
  visibleFields,
} from "../../lib/settings/analytics.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { AnalyticsFields } from "./AnalyticsFields.tsx";
import { LabelledSegments } from "./AnalyticsScriptFields.tsx";
import { useFormErrors } from "./use-form-errors.ts";

/** What the modal edits: an existing item, a new one, or nothing (closed). */
export type AnalyticsEditing = { item: AnalyticsItem | null } | null;

type Props = { editing: AnalyticsEditing; onClose: () => void };

/** Add / edit one analytics snippet; checked with the contract's schema before it is sent. */
export function AnalyticsModal({ editing, onClose }: Props) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AnalyticsForm>(emptyAnalyticsForm);
  const { formRef, errors, setErrors, submitChecked, showServerError, clearError } =
    useFormErrors();
  // The item being edited; kept while the modal animates closed so its title does not flip.
  const [item, setItem] = useState<AnalyticsItem | null>(null);

  useEffect(() => {
    if (!editing) return;
    setItem(editing.item);
    setForm(editing.item ? formFromItem(editing.item) : emptyAnalyticsForm());
    setErrors({});
  }, [editing, setErrors]);

  const set = <K extends keyof AnalyticsForm>(key: K, value: AnalyticsForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clearError(key as string);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Parameters<typeof settingsApi.createAnalytics>[0]) =>
      item ? settingsApi.updateAnalytics(item.id, body) : settingsApi.createAnalytics(body),
    onSuccess: () => {
      notify.success(item ? "Snippet saved." : "Snippet added.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      onClose();
    },
    onError: (error) => showServerError(error, (fields) => errorsForForm(fields, form)),
  });

  const submit = submitChecked(
    () => validateAnalytics(form),
    (result) => save.mutate(result.body),
  );

  const shown = visibleFields(form);
  const other = Object.entries(errors).filter(([field]) => !shown.has(field));

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={item ? "Edit snippet" : "Add snippet"}
      onSubmit={submit}
      submitLabel={item ? "Save" : "Add snippet"}
      loading={save.isPending}
      formRef={formRef}
    >
      <LabelledSegments<AnalyticsType>
        label="Type"
        value={form.type}
        error={errors.type}
        onChange={(type) => {
          setForm((f) => changeType(f, type));
          setErrors({});
        }}
        data={(Object.keys(TYPE_LABELS) as AnalyticsType[]).map((t) => ({
          value: t,
          label: TYPE_LABELS[t],
        }))}
      />
      <AnalyticsFields form={form} errors={errors} set={set} />
      {other.length > 0 ? (
        <Alert color="red" variant="light" title="The snippet could not be saved">
          {other.map(([, message]) => message).join(" ")}
        </Alert>
      ) : null}
    </FormModal>
  );
}
