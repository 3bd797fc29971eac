import type { Account } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coreKeys } from "../../lib/core-data.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { ProfilePasswordCard } from "./ProfilePasswordCard.tsx";
import { profileAccount } from "./profile-test-utils.tsx";

const mocks = vi.hoisted(() => ({
  updateAccount: vi.fn(),
  setTokens: vi.fn(),
  clear: vi.fn(),
  navigateTo: vi.fn(),
  success: vi.fn(),
}));
vi.mock("../../lib/profile/api.ts", () => ({
  profileApi: { updateAccount: mocks.updateAccount },
}));
vi.mock("../../lib/auth/tokens.ts", () => ({
  tokens: () => ({ setTokens: mocks.setTokens, clear: mocks.clear }),
}));
vi.mock("../../lib/navigation/navigate-to.ts", () => ({ navigateTo: mocks.navigateTo }));
vi.mock("../../lib/notify.ts", () => ({ notify: { success: mocks.success, error: vi.fn() } }));

afterEach(cleanup);

const account: Account = {
  ...profileAccount,
  id: 1,
  role: { id: 1, name: "Super admin" },
  domains: [],
};

function setup() {
  const { client } = renderScreen(<ProfilePasswordCard account={account} />);
  fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: "old" } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "new-secret-9" } });
  fireEvent.change(screen.getByLabelText(/Confirm new password/), {
    target: { value: "new-secret-9" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
  return client;
}

describe("ProfilePasswordCard", () => {
  beforeEach(() => {
    for (const fn of Object.values(mocks)) fn.mockReset();
  });

  it("keeps this browser signed in with the new session (the bridge put it in place)", async () => {
    const session = { access_token: "a2", session_key: "k", expires_in: 900 };
    mocks.updateAccount.mockResolvedValue({ ...account, session });
    const client = setup();
    expect(await screen.findByText(/Other sessions were signed out/)).toBeTruthy();
    expect(mocks.updateAccount).toHaveBeenCalledWith({
      current_password: "old",
      password: "new-secret-9",
      password_confirmation: "new-secret-9",
    });
    expect(mocks.clear).not.toHaveBeenCalled();
    expect(client.getQueryData(coreKeys.account)).toEqual(account);
    expect(mocks.navigateTo).not.toHaveBeenCalled();
  });

  it("sends the user to sign in again when no new session comes back", async () => {
    mocks.updateAccount.mockResolvedValue(account);
    setup();
    await waitFor(() =>
      expect(mocks.navigateTo).toHaveBeenCalledWith("/team-login", { replace: true }),
    );
    expect(mocks.clear).toHaveBeenCalled();
    expect(mocks.success).toHaveBeenCalledWith("Password changed - sign in again");
  });
});
