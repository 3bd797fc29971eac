import {
  API_PATHS,
  type CateringResponseInput,
  type CateringResponseView,
  type MemberCateringRequest,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";

/**
 * Calls of /panel/my-catering (role 4, decision 027): the catering requests sent to the vendor's
 * listings, answered with each row's token as the mailed answer link would.
 */

export const myCateringKeys = {
  /** Every read of the vendor's requests (invalidate after an answer). */
  all: ["my-catering"] as const,
  list: ["my-catering", "list"] as const,
};

export const myCateringApi = {
  /** Newest first (as the API sends them). */
  list: (): Promise<MemberCateringRequest[]> =>
    apiData<MemberCateringRequest[]>(VENDOR_PATHS.memberCateringRequests),
  /** Interested, a quote (price and message) or decline; answers the request's new view. */
  answer: (body: CateringResponseInput) =>
    apiData<CateringResponseView>(API_PATHS.cateringResponses, { method: "POST", body }),
};
