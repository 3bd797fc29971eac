import {
  type Account,
  type AccountUpdate,
  API_PATHS,
  type PanelSession,
  type TwoFactorSetup,
} from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";
import { updateAccountSession } from "../auth/session-bridge.ts";

/** Calls of /panel/profile (contract.md "Account"), through the browser's API client. */

/**
 * POST /api/account answers with the account; a password change adds the new session, which
 * the session bridge has already put in place (decision 017).
 */
export type AccountUpdateResult = Account & { session?: PanelSession };

export const profileApi = {
  updateAccount: async (body: AccountUpdate): Promise<AccountUpdateResult> =>
    body.password !== undefined
      ? updateAccountSession(body)
      : apiData<AccountUpdateResult>(API_PATHS.account, { method: "POST", body }),
  startTwoFactor: (password: string) =>
    apiData<TwoFactorSetup>(API_PATHS.twoFactor, { method: "POST", body: { password } }),
  confirmTwoFactor: (code: string) =>
    apiData<{ recovery_codes: string[] }>(API_PATHS.twoFactorConfirm, {
      method: "POST",
      body: { code },
    }),
  disableTwoFactor: (password: string) =>
    apiData<{ message: string }>(API_PATHS.twoFactor, { method: "DELETE", body: { password } }),
};
