import {
  type Account,
  type AccountUpdate,
  API_PATHS,
  type PanelSession,
  type TwoFactorSetup,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { updateAccountSession } from "../auth/session-bridge.ts";

/** Calls of /panel/profile (contract.md "Account"), through the browser's API client. */

type Data<T> = { data: T };

/**
 * POST /api/account answers with the account; a password change adds the new session, which
 * the session bridge has already put in place (decision 017).
 */
export type AccountUpdateResult = Account & { session?: PanelSession };

export const profileApi = {
  updateAccount: async (body: AccountUpdate): Promise<AccountUpdateResult> =>
    body.password !== undefined
      ? updateAccountSession(body)
      : (await api()<Data<AccountUpdateResult>>(API_PATHS.account, { method: "POST", body })).data,
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
