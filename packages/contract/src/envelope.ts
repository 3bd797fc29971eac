import { z } from "zod";

/** Error body of every failed API call (contract.md "Envelope and errors"). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Exact messages the contract fixes for each status. */
export const ERROR_MESSAGES = {
  400: "Bad request.",
  401: "Unauthorized.",
  403: "Forbidden.",
  404: "Not found.",
  405: "Method not allowed.",
  413: "Payload too large.",
  415: "Unsupported media type.",
  422: "The given data was invalid.",
  429: "Too many requests.",
  500: "Server error.",
} as const;

export const DOMAIN_NOT_FOUND_MESSAGE = "Domain not found.";

/**
 * contract.md "Several domains in one panel": every request of the panel carries the id of the
 * domain its screen shows; an authenticated request whose id differs from the token's active
 * domain gets 409 with this message and changes nothing.
 */
export const DOMAIN_ID_HEADER = "x-domain-id";
export const DOMAIN_CHANGED_MESSAGE =
  "The active domain changed in another tab. Reload to continue.";
export const DOMAIN_ID_HEADER_INVALID = "The X-Domain-Id header must be a domain id.";

/** `{data: T}` */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listMetaSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{data: T[], meta}` */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export type Envelope<T> = { data: T };
export type ListEnvelope<T> = { data: T[]; meta: ListMeta };
