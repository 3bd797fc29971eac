import { useRef, useState } from "react";
import {
  apiErrorBody,
  apiErrorStatus,
  flattenFieldErrors,
  showApiError,
} from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";

type Errors = Record<string, string>;

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

  return { formRef, errors, setErrors, refuse, showServerError, clearError };
}
