import { ERROR_MESSAGES } from "@fooddir/contract";

export type FieldErrors = Record<string, string[]>;

/** The one error type handlers throw; the error handler turns it into the contract's format. */
export function addFieldError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message?: string,
    errors?: FieldErrors,
    headers?: Record<string, string>,
  ) {
    super(message ?? messageForStatus(status));
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export function messageForStatus(status: number): string {
  if (status >= 500) return ERROR_MESSAGES[500];
  return (ERROR_MESSAGES as Record<number, string>)[status] ?? ERROR_MESSAGES[400];
}

export const unauthorized = () => new HttpError(401);
export const forbidden = () => new HttpError(403);
export const notFound = () => new HttpError(404);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, undefined, undefined, { "retry-after": String(retryAfterSeconds) });

/** 422 naming one field; `message` of the body is the first field message, as clients show it. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, first ?? ERROR_MESSAGES[422], errors);
}
