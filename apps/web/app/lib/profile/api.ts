import {
  type Account,
  type AccountUpdate,
  API_PATHS,
  type TokenPair,
  type TwoFactorSetup,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";

/** Calls of /panel/profile (contract.md "Account"), through the browser's API client. */

type Data<T> = { data: T };

/** POST /api/account answers with the account; a password change adds a new token pair. */
export type AccountUpdateResult = Account & { session?: TokenPair };

export const profileApi = {
  updateAccount: async (body: AccountUpdate) =>
    (await api()<Data<AccountUpdateResult>>(API_PATHS.account, { method: "POST", body })).data,
  startTwoFactor: async (password: string) =>
    (
      await api()<Data<TwoFactorSetup>>(API_PATHS.twoFactor, {
        method: "POST",
        body: { password },
      })
    ).data,
  confirmTwoFactor: async (code: string) =>
    (
      await api()<Data<{ recovery_codes: string[] }>>(API_PATHS.twoFactorConfirm, {
        method: "POST",
        body: { code },
      })
    ).data,
  disableTwoFactor: async (password: string) =>
    (
      await api()<Data<{ message: string }>>(API_PATHS.twoFactor, {
        method: "DELETE",
        body: { password },
      })
    ).data,
};
