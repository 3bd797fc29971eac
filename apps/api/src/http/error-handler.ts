import { DOMAIN_NOT_FOUND_MESSAGE } from "@fooddir/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  addFieldError,
  type FieldErrors,
  HttpError,
  messageForStatus,
  validationFailed,
} from "./errors.ts";

/**
 * Every failure leaves the API in the contract's format `{message, errors?}`:
 * schema failures are 422 with a message per field, body parser failures are 4xx, and anything
 * unexpected is a 500 "Server error." with the details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let httpError: HttpError;
    if (error instanceof HttpError) {
      httpError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      httpError = validationFailed(zodIssuesToFieldErrors(error));
    } else if (error.validation) {
      // Ajv validation (routes without zod schemas) - still report per field.
      const errors: FieldErrors = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        addFieldError(errors, field, v.message ?? "Invalid value.");
      }
      httpError = validationFailed(errors);
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      httpError = new HttpError(503, undefined, undefined, { "retry-after": "5" });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      httpError = new HttpError(error.statusCode, clientErrorMessage(error));
    } else {
      request.log.error({ err: error }, "unhandled error");
      httpError = new HttpError(500);
    }
    if (httpError.headers) reply.headers(httpError.headers);
    reply.status(httpError.status).send({
      message: httpError.message,
      ...(httpError.errors ? { errors: httpError.errors } : {}),
    });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: messageForStatus(404) });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    default:
      return messageForStatus(error.statusCode ?? 400);
  }
}

/** SQLSTATE classes and socket errors that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** True when the error (or one it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === "string" && UNAVAILABLE_CODES.has(current.code)) return true;
    if (typeof current.message === "string" && UNAVAILABLE_MESSAGE.test(current.message))
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

type ZodValidationError = {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
};

function zodIssuesToFieldErrors(error: ZodValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field =
      issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
      error.validationContext ||
      "body";
    addFieldError(errors, field, issue.message ?? "Invalid value.");
  }
  return errors;
}

export { DOMAIN_NOT_FOUND_MESSAGE };
