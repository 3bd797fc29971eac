import { API_PATHS, type AuditEntry, FULL_LIST_LIMIT, type ListEnvelope } from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { fetchCsv } from "../api/csv-export.ts";
import type { FilterQuery } from "../record-list/filters.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";
import { usersApi } from "../users/api.ts";
import { defaultAuditExportName } from "./format.ts";

/** Calls of the audit log screen (contract.md "Audit log", roles 1-2). */

export const auditLogKeys = {
  all: ["audit-log"] as const,
  list: (query: RecordListQuery) => ["audit-log", "list", query] as const,
};

/** The people the user filter offers: GET /api/users, the whole list (userKeys.list keys it). */
export const PEOPLE_QUERY: RecordListQuery = { limit: FULL_LIST_LIMIT, offset: 0 };

export type PersonOption = { value: string; label: string };

export const auditLogApi = {
  list: (query: RecordListQuery) => api()<ListEnvelope<AuditEntry>>(API_PATHS.auditLog, { query }),
  /** The users of the domain as options of the user filter, by name. */
  people: async (): Promise<PersonOption[]> => {
    const list = await usersApi.list(PEOPLE_QUERY);
    return list.data
      .map((u) => ({
        value: String(u.id),
        label: `${u.firstname} ${u.lastname}`.trim() || u.email,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },
  /**
   * The CSV of the entries matching the filters, as text (the bearer token goes with it like
   * every API call). The file name comes from Content-Disposition when readable.
   */
  exportCsv: (query: FilterQuery) =>
    fetchCsv(API_PATHS.auditLogExport, query, defaultAuditExportName),
};
