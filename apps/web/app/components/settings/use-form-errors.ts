import { type FormEvent, useRef, useState } from "react";
import {
  apiErrorBody,
  apiErrorStatus,
  flattenFieldErrors,
  showApiError,
} from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";

type Errors = Record<string, string>;
/** A client-side check's verdict: passed (with what to send), or the errors at the fields. */
type Verdict = { ok: true } | { ok: false; errors: Errors };

/**
 * A settings form's errors, shown at its fields (`formRef` goes on the form): after a failed
 * check or a 422 the focus moves to the first field in error; errors of no field are toasted.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});

  /** Focuses the first field that shows an error (after React has rendered it). */
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
    );

  /** The client-side check found errors. */
  const refuse = (found: Errors) => {
    setErrors(found);
    focusFirstError();
  };

  /** A form's submit handler: refuses what `check` finds, or clears old errors and calls `send`. */
  const submitChecked =
    <V extends Verdict>(check: () => V, send: (passed: Extract<V, { ok: true }>) => void) =>
    (e: FormEvent) => {
      e.preventDefault();
      const verdict = check();
      if (!verdict.ok) return refuse(verdict.errors);
      setErrors({});
      send(verdict as Extract<V, { ok: true }>);
    };

  /** The server refused the save; `toFields` maps its field errors to the form's fields. */
  const showServerError = (error: unknown, toFields: (fields: Errors) => Errors) => {
    const fields = toFields(flattenFieldErrors(apiErrorBody(error)?.errors));
    setErrors(fields);
    if (apiErrorStatus(error) === 422 && Object.keys(fields).length > 0) {
      notify.error("Please correct the highlighted fields.", { autoClose: 3000 });
      focusFirstError();
    } else {
      showApiError(error);
    }
  };

  /** Drops one field's error once it is edited. */
  const clearError = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return { formRef, errors, setErrors, refuse, submitChecked, showServerError, clearError };
}
