import {
  API_PATHS,
  type CateringFigures,
  type CateringRequest,
  type CateringRequestDetail,
  type CateringRequestStatus,
  type ListEnvelope,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { fetchCsv } from "../api/csv-export.ts";
import { apiData, memberPosts, memberTitle, recordKeys } from "../api/record-calls.ts";
import type { FilterQuery } from "../record-list/filters.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";
import { defaultCateringExportName } from "./format.ts";

/** Calls of the catering pipeline (contract.md "Catering requests that reach the right trucks"). */

export const cateringKeys = {
  /** Every catering read (invalidate after a write: lists, details and figures change). */
  ...recordKeys<RecordListQuery>("catering-requests"),
  figures: ["catering-requests", "figures"] as const,
  /** The members "Add a truck" offers, with whether each can receive a request. */
  members: ["catering-requests", "members"] as const,
};

/** A member "Add a truck" offers: disabled (and said so) without a catering contact email. */
export type CateringMemberOption = { value: string; label: string; disabled: boolean };

const one = (id: number) => `${API_PATHS.cateringRequests}/${id}`;

export const cateringApi = {
  /** GET /api/catering-requests with the list's query (lib/catering-requests/list.ts). */
  list: (query: RecordListQuery) =>
    api()<ListEnvelope<CateringRequest>>(API_PATHS.cateringRequests, { query }),
  get: (id: number) => apiData<CateringRequestDetail>(one(id)),
  figures: () => apiData<CateringFigures>(API_PATHS.cateringFigures),
  /** With `booked`, the truck that won (one of the matches): each asked truck is told. */
  setStatus: (id: number, status: CateringRequestStatus, memberId?: number) =>
    api()(one(id), {
      method: "PUT",
      body: memberId === undefined ? { status } : { status, member_id: memberId },
    }),
  /** Mails the request to its matched trucks not mailed yet (auto-send off, or added ones). */
  send: (id: number) => api()(`${one(id)}/send`, { method: "POST" }),
  /**
   * The domain's members by title; those without a catering contact email (where the request's
   * mail would go) are offered disabled, saying why.
   */
  members: async (): Promise<CateringMemberOption[]> =>
    (await memberPosts()).map((p) => {
      const title = memberTitle(p);
      const reachable = Boolean(p.catering?.contact_email);
      return {
        value: String(p.id),
        label: reachable ? title : `${title} (no catering contact email)`,
        disabled: !reachable,
      };
    }),
  /** Adds a member of the domain by hand. */
  addMatch: (id: number, memberId: number) =>
    api()(`${one(id)}/matches`, { method: "POST", body: { member_id: memberId } }),
  /**
   * The CSV of the requests matching the filters, as text (the bearer token goes with it like
   * every API call). The file name comes from Content-Disposition when readable.
   */
  exportCsv: (query: FilterQuery) =>
    fetchCsv(API_PATHS.cateringRequestsExport, query, defaultCateringExportName),
};
