import type { AccountUpdate } from "@fooddir/contract";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useCallback, useState } from "react";
import { apiErrorBody, showApiError } from "../api/errors.ts";
import { type AccountUpdateResult, profileApi } from "./api.ts";
import { formErrors } from "./form-errors.ts";

type Options<F extends string> = {
  initial: Record<F, string> | (() => Record<F, string>);
  /** The fields the form shows; server errors for any other field are toasted. */
  fields: readonly F[];
  /** The client-side checks, run on submit before anything is sent. */
  validate: (values: Record<F, string>) => Partial<Record<F, string>>;
  /** The POST /api/account body of the values; an empty body is not sent (nothing changed). */
  body: (values: Record<F, string>) => AccountUpdate;
  onSaved: (result: AccountUpdateResult) => void;
  /** Runs on every edit of a field. */
  onEdit?: () => void;
};

/**
 * A profile card's form saved through POST /api/account: the values and their errors, an
 * `onChange` per field that clears the field's error, and a submit that checks the values first.
 * The server's field errors show at the fields; anything no field shows is toasted.
 */
export function useProfileForm<F extends string>({
  initial,
  fields,
  validate,
  body,
  onSaved,
  onEdit,
}: Options<F>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (changes: AccountUpdate) => profileApi.updateAccount(changes),
    onSuccess: onSaved,
    onError: (error) => {
      const found = formErrors(apiErrorBody(error), fields);
      setErrors(found.fields);
      if (found.unshown) showApiError(error);
    },
  });

  /** A field's new value (a radio group, a select); its error goes. */
  const setField = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };
  const set = (field: F) => (e: ChangeEvent<HTMLInputElement>) =>
    setField(field, e.currentTarget.value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    const changes = body(values);
    if (Object.keys(found).length === 0 && Object.keys(changes).length > 0) save.mutate(changes);
  };

  /** Back to `next` without errors (stable, for effects). */
  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, setValues, errors, set, setField, submit, reset, saving: save.isPending };
}
