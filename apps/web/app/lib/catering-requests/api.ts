import {
  API_PATHS,
  type CateringFigures,
  type CateringRequest,
  type CateringRequestDetail,
  type CateringRequestStatus,
  FULL_LIST_LIMIT,
  type ListEnvelope,
  POST_TYPES,
  type Post,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { fetchCsv } from "../api/csv-export.ts";
import type { FilterQuery } from "../record-list/filters.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";
import { defaultCateringExportName } from "./format.ts";

/** Calls of the catering pipeline (contract.md "Catering requests that reach the right trucks"). */

type Data<T> = { data: T };

export const cateringKeys = {
  /** Every catering read (invalidate after a write: lists, details and figures change). */
  all: ["catering-requests"] as const,
  list: (query: RecordListQuery) => ["catering-requests", "list", query] as const,
  one: (id: number) => ["catering-requests", "one", id] as const,
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
  get: async (id: number) => (await api()<Data<CateringRequestDetail>>(one(id))).data,
  figures: async () => (await api()<Data<CateringFigures>>(API_PATHS.cateringFigures)).data,
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
  members: async (): Promise<CateringMemberOption[]> => {
    const list = await api()<ListEnvelope<Post>>(API_PATHS.postsByType, {
      query: { type: POST_TYPES.member, limit: FULL_LIST_LIMIT, sortBy: "title" },
    });
    return list.data.map((p) => {
      const title = p.attributes.title || `(untitled member ${p.id})`;
      const reachable = Boolean(p.catering?.contact_email);
      return {
        value: String(p.id),
        label: reachable ? title : `${title} (no catering contact email)`,
        disabled: !reachable,
      };
    });
  },
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
