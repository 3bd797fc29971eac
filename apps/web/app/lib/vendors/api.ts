import { type VendorInvitationResult, vendorInvitationPath } from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";

/** Calls of the staff's vendor actions (decision 027), through the API client. */

export const vendorsApi = {
  /** Invites the vendor of a member post: a role-4 account and a set-password mail. */
  invite: (postId: number, body: { email?: string }) =>
    apiData<VendorInvitationResult>(vendorInvitationPath(postId), { method: "POST", body }),
};
