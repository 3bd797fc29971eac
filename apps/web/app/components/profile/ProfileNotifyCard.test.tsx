import type { Account } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FetchError } from "ofetch";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileNotifyCard } from "./ProfileNotifyCard.tsx";

const mocks = vi.hoisted(() => ({ updateAccount: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("../../lib/profile/api.ts", () => ({
  profileApi: { updateAccount: mocks.updateAccount },
}));
vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error },
}));

afterEach(cleanup);

const account: Account = {
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  role: { id: 3, name: "Editor" },
  domains: [{ id: 1, host: "localhost", name: "Bay" }],
  active_domain_id: 1,
  two_factor_enabled: false,
  notify: "immediately",
};

function renderCard(value: Account = account) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{children}</MantineProvider>
    </QueryClientProvider>
  );
  render(<ProfileNotifyCard account={value} />, { wrapper });
}

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
    const refused = new FetchError("The given data was invalid.");
    Object.assign(refused, {
      status: 422,
      data: {
        message: "The given data was invalid.",
        errors: { notify: ["Choose immediately, daily or off."] },
      },
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
