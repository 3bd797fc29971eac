import {
  API_PATHS,
  type CateringResponseInput,
  type CateringResponseView,
  type ListEnvelope,
  type MemberCateringRequest,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";

/**
 * Calls of /panel/my-catering (role 4, decision 027): the catering requests sent to the vendor's
 * listings, answered with each row's token as the mailed answer link would.
 */

type Data<T> = { data: T };

export const myCateringKeys = {
  /** Every read of the vendor's requests (invalidate after an answer). */
  all: ["my-catering"] as const,
  list: ["my-catering", "list"] as const,
};

export const myCateringApi = {
  /** Newest first (as the API sends them). */
  list: async (): Promise<MemberCateringRequest[]> =>
    (
      await api()<ListEnvelope<MemberCateringRequest> | Data<MemberCateringRequest[]>>(
        VENDOR_PATHS.memberCateringRequests,
      )
    ).data,
  /** Interested, a quote (price and message) or decline; answers the request's new view. */
  answer: async (body: CateringResponseInput) =>
    (
      await api()<Data<CateringResponseView>>(API_PATHS.cateringResponses, {
        method: "POST",
        body,
      })
    ).data,
};
