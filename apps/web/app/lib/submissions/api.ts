import { API_PATHS, type ListEnvelope, type Submission } from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { fetchCsv } from "../api/csv-export.ts";
import { apiData, recordKeys } from "../api/record-calls.ts";
import type { FilterQuery } from "../record-list/filters.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";
import { defaultExportFileName } from "./format.ts";

/** Calls of the submissions screen (contract.md "Submissions"), all through the API client. */

export const submissionKeys = recordKeys<RecordListQuery>("submissions");

export const submissionsApi = {
  list: (query: RecordListQuery) =>
    api()<ListEnvelope<Submission>>(API_PATHS.submissions, { query }),
  get: (id: number) => apiData<Submission>(`${API_PATHS.submissions}/${id}`),
  remove: (id: number) => api()(`${API_PATHS.submissions}/${id}`, { method: "DELETE" }),
  /**
   * The CSV of the submissions matching the filters, as text. The file name comes from the
   * Content-Disposition header when the browser lets the page read it (a cross-origin API must
   * expose that header), else `submissions-YYYY-MM-DD.csv`.
   */
  exportCsv: (query: FilterQuery) =>
    fetchCsv(API_PATHS.submissionsExport, query, defaultExportFileName),
};
