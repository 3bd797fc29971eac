import { type VendorInvitationResult, vendorInvitationPath } from "@fooddir/contract";
import { api } from "../api/browser.ts";

/** Calls of the staff's vendor actions (decision 027), through the API client. */

type Data<T> = { data: T };

export const vendorsApi = {
  /** Invites the vendor of a member post: a role-4 account and a set-password mail. */
  invite: async (postId: number, body: { email?: string }) =>
    (
      await api()<Data<VendorInvitationResult>>(vendorInvitationPath(postId), {
        method: "POST",
        body,
      })
    ).data,
};
