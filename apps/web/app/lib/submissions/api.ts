import { API_PATHS, type ListEnvelope, type Submission } from "@fooddir/contract";
import { api } from "../api/browser.ts";
import type { ApiRequestOptions } from "../api/client.ts";
import { defaultExportFileName, fileNameFromDisposition } from "./format.ts";
import type { SubmissionFilterQuery, SubmissionListQuery } from "./list-state.ts";

/** Calls of the submissions screen (contract.md "Submissions"), all through the API client. */

export const submissionKeys = {
  all: ["submissions"] as const,
  list: (query: SubmissionListQuery) => ["submissions", "list", query] as const,
  one: (id: number) => ["submissions", "one", id] as const,
};

export type SubmissionsExport = { csv: string; fileName: string };

export const submissionsApi = {
  list: (query: SubmissionListQuery) =>
    api()<ListEnvelope<Submission>>(API_PATHS.submissions, { query }),
  get: async (id: number) =>
    (await api()<{ data: Submission }>(`${API_PATHS.submissions}/${id}`)).data,
  remove: (id: number) => api()(`${API_PATHS.submissions}/${id}`, { method: "DELETE" }),
  /**
   * The CSV of the submissions matching the filters, as text. The file name comes from the
   * Content-Disposition header when the browser lets the page read it (a cross-origin API must
   * expose that header), else `submissions-YYYY-MM-DD.csv`.
   */
  exportCsv: async (query: SubmissionFilterQuery): Promise<SubmissionsExport> => {
    let disposition: string | null = null;
    const options = {
      query,
      responseType: "text",
      headers: { accept: "text/csv, */*" },
      onResponse({ response }: { response: Response & { _data?: unknown } }) {
        disposition = response.headers.get("content-disposition");
        // Errors arrive as text too; give the error toast the API's `{message, errors}` body.
        if (!response.ok && typeof response._data === "string") {
          try {
            response._data = JSON.parse(response._data);
          } catch {
            // Not JSON: the toast falls back to its generic text.
          }
        }
      },
    } as unknown as ApiRequestOptions;
    const csv = await api()<string>(API_PATHS.submissionsExport, options);
    return { csv, fileName: fileNameFromDisposition(disposition) ?? defaultExportFileName() };
  },
};

/** Saves text as a file through a temporary object URL and `<a download>`. */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
