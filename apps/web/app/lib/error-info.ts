import { isRouteErrorResponse } from "react-router";

export const GENERIC_ERROR_SUBTITLE = "SOMETHING WENT WRONG.";
export const DEFAULT_NOT_FOUND_SUBTITLE = "PAGE NOT FOUND.";

export type ErrorInfo = { status: number; message: string };

/**
 * What an error page shows for a thrown error (spec §8): an unmatched route gives
 * `Page not found: {fullPath}`; a route validation failure carries its own
 * `Page Not Found: {path}`; other errors keep their message.
 */
export function describeError(
  error: unknown,
  location: { pathname: string; search?: string; hash?: string },
): ErrorInfo {
  const fullPath = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const ownMessage =
      typeof data === "string"
        ? data
        : data && typeof data === "object" && "message" in data
          ? String((data as { message: unknown }).message)
          : "";
    if (error.status === 404) {
      const isNoMatch = !ownMessage || /^Error: No route matches/.test(ownMessage);
      return { status: 404, message: isNoMatch ? `Page not found: ${fullPath}` : ownMessage };
    }
    return { status: error.status, message: ownMessage || error.statusText || "Error" };
  }
  return { status: 500, message: error instanceof Error ? error.message : "Unknown error" };
}

export function errorSubtitle(status: number, notFoundSubtitle?: string | null) {
  return status === 404 ? notFoundSubtitle || DEFAULT_NOT_FOUND_SUBTITLE : GENERIC_ERROR_SUBTITLE;
}
