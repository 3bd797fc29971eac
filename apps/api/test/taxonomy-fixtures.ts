import { createContentTestApp } from "./content-fixtures.ts";

export const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

/**
 * The taxonomy test files' start: a content test app (createContentTestApp, with its check that
 * a write is guarded).
 */
export const createTaxonomyTestApp = createContentTestApp;
