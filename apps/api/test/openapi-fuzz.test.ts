import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, login } from "./helpers.ts";

/**
 * Every operation of the OpenAPI document gets hostile values in each of its inputs (path
 * parameters, query parameters, top-level JSON body fields): NUL characters and documents nested
 * far past the limit are 422 naming the field; ids past 2^31, negative and fractional numbers,
 * and year-0000 dates are never a 5xx. The document is read at run time, so a new endpoint is
 * fuzzed without touching this file.
 */
// A geocoder that finds nothing: GET /api/geocode answers from it (503 without one, by design).
const geocoder = createServer((_req, res) => {
  res.setHeader("content-type", "application/json");
  res.end("[]");
});
await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
afterAll(() => geocoder.close());
const { app } = await createTestApp({
  LOGIN_MAX_PER_IP: "100000",
  LOGIN_MAX_PER_ACCOUNT: "100000",
  GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`,
});
const { access_token: token } = await login(app);

type Parameter = { in: "path" | "query"; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const doc = (
  await app.inject({ method: "GET", url: "/api/openapi.json", headers: { host: "api.localhost" } })
).json() as Doc;

const operations = Object.entries(doc.paths)
  .filter(([path]) => !path.startsWith("/api/docs"))
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

const NUL = "a\u0000b";
const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { child: [value] };
  return value;
};
const SCALARS: unknown[] = [
  2147483648,
  -1,
  1.5,
  2 ** 53,
  "0000-01-01",
  "0000-01-01T00:00:00.000Z",
  "10000-01-01",
  true,
  "",
];

function urlOf(path: string, pathValues: Record<string, string>, query = "") {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? "1");
  return query ? `${filled}?${query}` : filled;
}

async function send(method: string, url: string, body?: unknown) {
  const res = await app.inject({
    method: method as "GET",
    url,
    headers: {
      host: "api.localhost",
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: { errors?: Record<string, string[]> } = {};
  try {
    json = res.json();
  } catch {}
  return { status: res.statusCode, errors: json.errors ?? {} };
}

const label = (method: string, url: string, what: string) =>
  `${method} ${url.slice(0, 120)} (${what})`;

describe("OpenAPI fuzz: every operation, every input", () => {
  it("covers the document", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s",
    async (_name, { method, path, op }) => {
      const params = op.parameters ?? [];
      const jsonBody = op.requestBody?.content["application/json"];
      const fields = Object.keys(jsonBody?.schema?.properties ?? {});
      const baseBody = jsonBody ? {} : undefined;

      for (const param of params) {
        // NUL: 422 naming the parameter, before any other check.
        const nulUrl =
          param.in === "path"
            ? urlOf(path, { [param.name]: encodeURIComponent(NUL) })
            : urlOf(path, {}, `${param.name}=${encodeURIComponent(NUL)}`);
        const nul = await send(method, nulUrl, baseBody);
        expect(nul.status, label(method, nulUrl, "NUL")).toBe(422);
        expect(nul.errors[param.name]?.[0], label(method, nulUrl, "NUL")).toMatch(/NUL/);

        for (const value of SCALARS) {
          const raw = encodeURIComponent(String(value));
          const url =
            param.in === "path"
              ? urlOf(path, { [param.name]: raw })
              : urlOf(path, {}, `${param.name}=${raw}`);
          const res = await send(method, url, baseBody);
          expect(res.status, label(method, url, String(value))).toBeLessThan(500);
          if (param.in === "path" && value === 2147483648 && param.name === "id") {
            expect(res.status, label(method, url, "2^31")).toBe(422);
          }
        }
      }

      if (!jsonBody) return;
      const url = urlOf(path, {});
      for (const field of fields) {
        const nul = await send(method, url, { [field]: NUL });
        expect(nul.status, label(method, url, `${field} NUL`)).toBe(422);
        expect(nul.errors[field]?.[0], label(method, url, `${field} NUL`)).toMatch(/NUL/);

        const deep = await send(method, url, { [field]: nested(200) });
        expect(deep.status, label(method, url, `${field} nested`)).toBe(422);
        expect(
          Object.keys(deep.errors).some((key) => key.startsWith(field)),
          label(method, url, `${field} nested`),
        ).toBe(true);

        for (const value of SCALARS) {
          const res = await send(method, url, { [field]: value });
          expect(res.status, label(method, url, `${field}=${String(value)}`)).toBeLessThan(500);
          if (value === 2147483648 && /(^|_)id$/.test(field)) {
            expect(res.status, label(method, url, `${field}=2^31`)).toBe(422);
          }
        }
      }
      // The whole body nested deeply, and an array where an object belongs.
      expect((await send(method, url, nested(500))).status).toBe(422);
      expect((await send(method, url, [NUL])).status).toBe(422);
    },
  );
});
