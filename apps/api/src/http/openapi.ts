import type { SwaggerOptions } from "@fastify/swagger";
import { apiErrorSchema } from "@fooddir/contract";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/**
 * The OpenAPI document of `GET /api/openapi.json` (and the docs page), built from the routes'
 * zod schemas. OpenAPI 3.1, so a nullable value is a JSON Schema type list / `{type: "null"}`
 * branch (no `nullable` keyword). A contract schema that names itself with `.meta({ id })`
 * (the recursive menu item) becomes `#/components/schemas/<id>`; one used only in requests or
 * only in responses is emitted once (the type provider emits an `<id>Input` twin for every id).
 * Every operation documents its error answers (`4XX`, `5XX`: the contract's `ApiError`), which
 * request-context, validation, throttles and the error handler give on any route.
 */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Food Truck Directory API",
      version: "1.0.0",
      description:
        "One API for every site of the directory: a site's API answers on `api.<site host>` and " +
        "scopes every call to that site. Successes are `{data}` (+ `meta` for lists); errors are " +
        "`{message, errors?}`. An authenticated call may name the domain its screen shows in " +
        "`X-Domain-Id`; when that is not the token's active domain (another tab switched it) " +
        "the call answers 409 and changes nothing.",
    },
    // Relative: the document describes the API host it is served from (api.<site host>).
    servers: [{ url: "/", description: "The API host of the site (api.<site host>)" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
    security: [{ bearer: [] }],
  },
  transform: (route) =>
    jsonSchemaTransform(
      route.schema && !route.schema.hide
        ? { ...route, schema: { ...route.schema, response: withErrors(route.schema.response) } }
        : route,
    ),
  transformObject: (documentObject) =>
    withoutUnusedSchemas(jsonSchemaTransformObject(documentObject)),
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorSchema } },
});

function withErrors(response: unknown) {
  return {
    ...(response as Record<string, unknown> | undefined),
    "4XX": errorResponse(
      "Refused: `message` says why; a 422 names each invalid field in `errors`. 401 without a valid token, 403 without the role, 404 for an unknown site or item, 409 when `X-Domain-Id` is not the active domain, 429 past a throttle.",
    ),
    "5XX": errorResponse("Server error, or 503 while overloaded or the database is unreachable."),
  };
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Components = { schemas?: Record<string, unknown> };

/** Drops the component schemas nothing in the paths refers to, directly or through another. */
function withoutUnusedSchemas(document: Document): Document {
  if (!("components" in document)) return document;
  const components = document.components as Components | undefined;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const prefix = "#/components/schemas/";
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith(prefix)) {
        const name = child.slice(prefix.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  } as Document;
}
