import { data } from "react-router";

/** Validation rules for route params by name: `id` must be a positive integer. */
const PARAM_RULES: Record<string, (value: string) => boolean> = {
  id: (value) => /^[1-9]\d{0,15}$/.test(value),
};

/** The 404 thrown when a route's params fail validation (spec §8). */
export function routeValidationError(path: string) {
  return data(`Page Not Found: ${path}`, { status: 404, statusText: "Not Found" });
}

/**
 * Route validation (spec §2): throws a 404 `Page Not Found: {path}` when a known param has an
 * invalid value. Call at the top of a route's loader / clientLoader.
 */
export function validateRoute(params: Record<string, string | undefined>, request: Request) {
  for (const [name, value] of Object.entries(params)) {
    const rule = PARAM_RULES[name];
    if (rule && (value === undefined || !rule(value))) {
      throw routeValidationError(new URL(request.url).pathname);
    }
  }
}

/**
 * The loader of a record's screen `/.../:id`: its id, or 404 `Page Not Found: {path}` when the
 * id is not a positive integer (spec §8).
 */
export function recordIdLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}
