import type { ApiError } from "@fooddir/contract";
import { flattenFieldErrors } from "../api/errors.ts";

/**
 * The server's field errors for the fields a form shows (`{field: "a, b"}`), and whether
 * anything is left that no field shows (then the caller toasts the error instead).
 */
export function formErrors<F extends string>(
  body: Partial<ApiError> | null | undefined,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; unshown: boolean } {
  const all = flattenFieldErrors(body?.errors);
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    if (all[field]) out[field] = all[field];
  }
  const shown = Object.keys(out).length;
  return { fields: out, unshown: shown === 0 || shown < Object.keys(all).length };
}
