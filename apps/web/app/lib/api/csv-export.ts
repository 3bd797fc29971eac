import { fileNameFromDisposition } from "../submissions/format.ts";
import { api } from "./browser.ts";
import type { ApiRequestOptions } from "./client.ts";

/** A CSV export as text, and the file name to save it under. */
export type CsvExport = { csv: string; fileName: string };

/**
 * The CSV an export endpoint answers for `query`, as text (the bearer token goes with it like
 * every API call). The file name comes from Content-Disposition when the browser lets the page
 * read it (a cross-origin API must expose that header), else `fallbackName()`. Errors arrive as
 * text too: they are parsed so the error toast gets the API's `{message, errors}`.
 */
export async function fetchCsv(
  path: string,
  query: object,
  fallbackName: () => string,
): Promise<CsvExport> {
  let disposition: string | null = null;
  const options = {
    query,
    responseType: "text",
    headers: { accept: "text/csv, */*" },
    onResponse({ response }: { response: Response & { _data?: unknown } }) {
      disposition = response.headers.get("content-disposition");
      if (!response.ok && typeof response._data === "string") {
        try {
          response._data = JSON.parse(response._data);
        } catch {
          // Not JSON: the toast falls back to its generic text.
        }
      }
    },
  } as unknown as ApiRequestOptions;
  const csv = await api()<string>(path, options);
  return { csv, fileName: fileNameFromDisposition(disposition) ?? fallbackName() };
}
