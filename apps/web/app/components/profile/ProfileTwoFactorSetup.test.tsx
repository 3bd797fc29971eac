import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { ProfileTwoFactorSetup } from "./ProfileTwoFactorSetup.tsx";

const calls = vi.hoisted(() => ({
  startTwoFactor: vi.fn(),
  confirmTwoFactor: vi.fn(),
  updateAccount: vi.fn(),
  disableTwoFactor: vi.fn(),
}));
vi.mock("../../lib/profile/api.ts", () => ({ profileApi: calls }));
vi.mock("../../lib/notify.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

const fieldError = (field: string, message: string) =>
  apiFetchError(422, { message, errors: { [field]: [message] } });

function renderSetup(onClose = vi.fn()) {
  const { client } = renderScreen(<ProfileTwoFactorSetup opened onClose={onClose} />);
  return { onClose, client };
}

const codeInputs = () => [
  ...document.querySelectorAll<HTMLInputElement>('input[autocomplete="one-time-code"]'),
];

describe("ProfileTwoFactorSetup", () => {
  beforeEach(() => {
    for (const fn of Object.values(calls)) fn.mockReset();
  });

  it("walks from password to QR code, code and recovery codes", { timeout: 20_000 }, async () => {
    calls.startTwoFactor
      .mockRejectedValueOnce(fieldError("password", "The password is incorrect."))
      .mockRejectedValueOnce(fieldError("password", "The password is incorrect."))
      .mockResolvedValueOnce({
        secret: "JBSWY3DPEHPK3PXP",
        otpauth_url: "otpauth://totp/x",
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      });
    calls.confirmTwoFactor
      .mockRejectedValueOnce(fieldError("code", "The code is invalid."))
      .mockResolvedValueOnce({ recovery_codes: ["aaaa-1111", "bbbb-2222"] });
    const { onClose } = renderSetup();

    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("The password is incorrect.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: "wrong2" } });
    expect(screen.queryByText("The password is incorrect.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("The password is incorrect.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: "right" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    const qr = await screen.findByAltText("QR code for your authenticator app");
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByTestId("setup-key").textContent).toBe("JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("button", { name: "Copy setup key" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("6-digit code from your app")).toBeTruthy();
    expect(codeInputs()).toHaveLength(6);
    expect(codeInputs()[0]?.getAttribute("aria-label")).toBe(
      "6-digit code from your app, digit 1 of 6",
    );
    const enter = (digits: string) =>
      digits.split("").forEach((d, i) => {
        fireEvent.change(codeInputs()[i] as HTMLElement, { target: { value: d } });
      });
    enter("000000");
    expect(await screen.findByText("The code is invalid.")).toBeTruthy();
    expect(calls.confirmTwoFactor).toHaveBeenLastCalledWith("000000");
    await act(async () => enter("123456"));
    await waitFor(() => expect(calls.confirmTwoFactor).toHaveBeenLastCalledWith("123456"));

    expect(await screen.findByText("aaaa-1111")).toBeTruthy();
    expect(screen.getByText("bbbb-2222")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /close/i })).toBeNull();
    const done = screen.getByRole("button", { name: "Done" }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);

    const createObjectURL = vi.fn(() => "blob:codes");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("recovery-codes-localhost.txt");

    fireEvent.click(screen.getByLabelText("I have saved these codes"));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(onClose).toHaveBeenCalled();
  });

  it("asks for the password before calling the API", async () => {
    renderSetup();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("The password field is required.")).toBeTruthy();
    expect(calls.startTwoFactor).not.toHaveBeenCalled();
  });
});
