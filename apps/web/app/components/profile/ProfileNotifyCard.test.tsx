import type { Account } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { ProfileNotifyCard } from "./ProfileNotifyCard.tsx";
import { profileAccount } from "./profile-test-utils.tsx";

const mocks = vi.hoisted(() => ({ updateAccount: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("../../lib/profile/api.ts", () => ({
  profileApi: { updateAccount: mocks.updateAccount },
}));
vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error },
}));

afterEach(cleanup);

const account = profileAccount;
const renderCard = (value: Account = account) =>
  renderScreen(<ProfileNotifyCard account={value} />);

const card = () => screen.getByRole("region", { name: "Notifications" });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save notifications" }));

describe("ProfileNotifyCard", () => {
  beforeEach(() => {
    mocks.updateAccount.mockReset();
    mocks.success.mockReset();
  });

  it("shows the account's choice with a line on each, and sends a new one", async () => {
    renderCard();
    const group = within(card()).getByRole("radiogroup", { name: "Mail me" });
    expect(within(group).getByRole("radio", { name: /^Immediately/ })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(group).getByText(/One mail each morning/)).toBeTruthy();
    expect(within(group).getByText(/No mails: the bell and the dashboard/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save notifications" })).toHaveProperty(
      "disabled",
      true,
    );

    mocks.updateAccount.mockResolvedValueOnce({ ...account, notify: "daily" });
    fireEvent.click(within(group).getByRole("radio", { name: /^Daily digest/ }));
    save();
    await waitFor(() => expect(mocks.updateAccount).toHaveBeenCalledWith({ notify: "daily" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledWith("Saved: Daily digest."));
  });

  it("shows the API's refusal at the field", async () => {
    const refused = apiFetchError(422, {
      message: "The given data was invalid.",
      errors: { notify: ["Choose immediately, daily or off."] },
    });
    mocks.updateAccount.mockRejectedValueOnce(refused);
    renderCard();
    fireEvent.click(screen.getByRole("radio", { name: /^Off/ }));
    save();
    expect(await within(card()).findByText("Choose immediately, daily or off.")).toBeTruthy();
    expect(mocks.updateAccount).toHaveBeenCalledWith({ notify: "off" });
    expect(mocks.error).not.toHaveBeenCalled();
    // A new choice clears it.
    fireEvent.click(screen.getByRole("radio", { name: /^Daily digest/ }));
    expect(within(card()).queryByText("Choose immediately, daily or off.")).toBeNull();
  });

  it("tells a vendor its mails cannot be turned off, with nothing to choose", () => {
    renderCard({ ...account, role: { id: 4, name: "Member" } });
    expect(within(card()).getByText(/These mails cannot be turned off/)).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
