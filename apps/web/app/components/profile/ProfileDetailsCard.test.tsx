import type { Account } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { ProfileDetailsCard } from "./ProfileDetailsCard.tsx";
import { profileAccount } from "./profile-test-utils.tsx";

const mocks = vi.hoisted(() => ({ updateAccount: vi.fn(), success: vi.fn() }));
vi.mock("../../lib/profile/api.ts", () => ({
  profileApi: { updateAccount: mocks.updateAccount },
}));
vi.mock("../../lib/notify.ts", () => ({ notify: { success: mocks.success, error: vi.fn() } }));

afterEach(cleanup);

const account = profileAccount;
const renderCard = (value: Account = account) =>
  renderScreen(<ProfileDetailsCard account={value} />);

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save details" }));

describe("ProfileDetailsCard", () => {
  beforeEach(() => {
    mocks.updateAccount.mockReset();
    mocks.success.mockReset();
  });

  it("asks for the current password only when the email changes", async () => {
    renderCard();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "new@example.com" } });
    const password = screen.getByLabelText(/Current password/);

    save();
    expect(await screen.findByText(/current password to change your email/)).toBeTruthy();
    expect(mocks.updateAccount).not.toHaveBeenCalled();

    const wrong = apiFetchError(422, {
      message: "The current password is incorrect.",
      errors: { current_password: ["The current password is incorrect."] },
    });
    mocks.updateAccount.mockRejectedValueOnce(wrong);
    fireEvent.change(password, { target: { value: "not-it" } });
    save();
    expect(await screen.findByText("The current password is incorrect.")).toBeTruthy();

    mocks.updateAccount.mockResolvedValueOnce({ ...account, pending_email: "new@example.com" });
    fireEvent.change(password, { target: { value: "the-password" } });
    save();
    await waitFor(() =>
      expect(mocks.success).toHaveBeenCalledWith("Confirm the link we sent to new@example.com."),
    );
    expect(mocks.updateAccount).toHaveBeenLastCalledWith({
      email: "new@example.com",
      current_password: "the-password",
    });
    // Back to the account's (unchanged) email, the password not kept.
    await waitFor(() =>
      expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe(account.email),
    );
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it("saves a name without the password", async () => {
    mocks.updateAccount.mockResolvedValueOnce({ ...account, firstname: "Grace" });
    renderCard();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Grace" } });
    save();
    await waitFor(() => expect(mocks.updateAccount).toHaveBeenCalledWith({ firstname: "Grace" }));
  });

  it("shows a pending change", () => {
    renderCard({ ...account, pending_email: "later@example.com" });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Confirm the link we sent to later@example.com");
    expect(status.textContent).toContain("ada@example.com");
  });
});
