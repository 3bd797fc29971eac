import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "./helpers.ts";

/**
 * The document `GET /api/openapi.json` serves is usable by clients: Redocly's recommended rules
 * find no error in it, and openapi-typescript turns it into types that typecheck real calls.
 */
const { app } = await createTestApp();
const served = await app.inject({
  method: "GET",
  url: "/api/openapi.json",
  headers: { host: "api.localhost:3000" },
});

type Operation = { summary?: string; description?: string; tags?: string[] };
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const doc = served.json() as Doc;
const operations = Object.entries(doc.paths).flatMap(([route, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${route}`, op })),
);

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const dir = await mkdtemp(path.join(tmpdir(), "fooddir-openapi-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const docFile = path.join(dir, "openapi.json");
await writeFile(docFile, served.body);

/** Every value under `key` anywhere in the document, with its JSON pointer. */
function collect(value: unknown, key: string, at = "#"): { at: string; value: unknown }[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, child]) => [
    ...(k === key ? [{ at: `${at}/${k}`, value: child }] : []),
    ...collect(child, key, `${at}/${k}`),
  ]);
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with a server", () => {
    expect(served.statusCode).toBe(200);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it("gives every operation a summary of its own and a tag", () => {
    expect(operations.length).toBeGreaterThan(70);
    const missing = operations.filter(
      ({ op }) => !op.summary?.trim() || op.summary === op.description || !op.tags?.length,
    );
    expect(missing.map((o) => o.name)).toEqual([]);
    const summaries = operations.map(({ op }) => op.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it("has no `nullable` keyword and resolves every $ref to a component", () => {
    expect(collect(doc, "nullable")).toEqual([]);
    const refs = collect(doc, "$ref").map(({ value }) => String(value));
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(
      (ref) =>
        !ref.startsWith("#/components/schemas/") ||
        !(ref.slice("#/components/schemas/".length) in doc.components.schemas),
    );
    expect(dangling).toEqual([]);
  });

  it("names the recursive menu item and the error body as components, and nothing unused", () => {
    expect(doc.components.schemas.MenuItem).toMatchObject({
      properties: { children: { items: { $ref: "#/components/schemas/MenuItem" } } },
    });
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ["message"] });
    const used = new Set(collect(doc, "$ref").map(({ value }) => String(value).split("/").pop()));
    expect(Object.keys(doc.components.schemas).filter((name) => !used.has(name))).toEqual([]);
  });

  it("passes `redocly lint` (recommended rules, redocly.yaml) without errors", async () => {
    const redocly = path.join(repoRoot, "node_modules/.bin/redocly");
    const { stdout } = await promisify(execFile)(
      redocly,
      ["lint", docFile, "--format=json", "--config", path.join(repoRoot, "redocly.yaml")],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: {
        ruleId: string;
        severity: string;
        message: string;
        location: { pointer: string }[];
      }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("generates TypeScript types (openapi-typescript) that typecheck client calls", async () => {
    const types = astToString(await openapiTS(served.body));
    await writeFile(path.join(dir, "api.d.ts"), types);
    // Typed calls a client makes; each @ts-expect-error proves the types are not `any`.
    const calls = `
import type { components, paths } from "./api";

type Json<R> = R extends { content: { "application/json": infer B } } ? B : never;

type ByType = paths["/api/posts/by-type"]["get"];
const query: ByType["parameters"]["query"] = { type: 1, limit: 20, sortBy: "title" };
// @ts-expect-error sortBy is one of the listed columns
const badQuery: ByType["parameters"]["query"] = { type: 1, sortBy: "colour" };
declare const page: Json<ByType["responses"]["200"]>;
const title: string = page.data[0].attributes.title;
const total: number = page.meta.total;
const posterAlt: string | undefined = page.data[0].media.poster?.alt;
// @ts-expect-error a title is a string
const titleAsNumber: number = page.data[0].attributes.title;

declare const site: Json<paths["/api/site"]["get"]["responses"]["200"]>;
const item: components["schemas"]["MenuItem"] = site.data.menu.header[0];
const grandchild: string | undefined = item.children?.[0]?.children?.[0]?.text;
const kind: "internal" | "external" = item.type;

type Login = paths["/api/auth/login"]["post"];
const login: Login["requestBody"]["content"]["application/json"] = { email: "a@b.co", password: "x" };
// @ts-expect-error the password is required
const noPassword: Login["requestBody"]["content"]["application/json"] = { email: "a@b.co" };
declare const refused: Json<Login["responses"]["4XX"]>;
const message: string = refused.message;
const fieldErrors: string[] | undefined = refused.errors?.email;

declare const post: Json<paths["/api/posts/{id}"]["get"]["responses"]["200"]>;
const id: number = post.data.id;
const params: paths["/api/posts/{id}"]["get"]["parameters"]["path"] = { id: 1 };

export const used = [query, badQuery, title, total, posterAlt, titleAsNumber, grandchild, kind,
  login, noPassword, message, fieldErrors, id, params];
`;
    const callsFile = path.join(dir, "calls.ts");
    await writeFile(callsFile, calls);
    const program = ts.createProgram([callsFile], {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
    expect(types).toContain("MenuItem: {");
  }, 60_000);
});
