import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { apiErrorBody, apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";
import {
  type UserFormErrors,
  type UserFormValues,
  userFieldErrors,
  validateUserForm,
} from "../../lib/users/form.ts";
import { errorKeysOf, useFocusFirstError } from "./UserForm.tsx";

type Options<Body extends object, Saved> = {
  initial: UserFormValues | (() => UserFormValues);
  /** The request body of valid values; null or empty when there is nothing to send. */
  bodyOf: (values: UserFormValues) => Body | null;
  send: (body: Body) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
};

/**
 * The values and errors of a `UserForm` (invite and edit) and its submit: the form's own checks
 * first, then `send`. A 422 with field errors shows them at the fields (messages no field shows
 * are toasted); any other failure is toasted. The focus moves to the first field with an error.
 */
export function useUserForm<Body extends object, Saved>({
  initial,
  bodyOf,
  send,
  onSaved,
}: Options<Body, Saved>) {
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const focusErrors = useFocusFirstError(errors);

  const onChange = (patch: Partial<UserFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = errorKeysOf(patch);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: send,
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const { fields, rest } = userFieldErrors(apiErrorBody(error)?.errors);
      if (apiErrorStatus(error) === 422 && Object.keys(fields).length > 0) {
        setErrors(fields);
        focusErrors();
        if (rest.length > 0) notify.error(rest.join(", "), { autoClose: 3000 });
      } else showApiError(error);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusErrors();
    const body = bodyOf(values);
    if (body && Object.keys(body).length > 0) save.mutate(body);
  };

  /** Back to `next` without errors. */
  const reset = (next: UserFormValues) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, onChange, onSubmit, reset, saving: save.isPending };
}
