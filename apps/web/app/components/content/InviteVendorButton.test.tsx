import type { Post } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen, testAccount } from "../../testing/render-screen.tsx";
import { InviteVendorButton } from "./InviteVendorButton.tsx";

const mocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error, dismiss: () => {} },
}));
vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((_path, options) => {
  const email = (options.body as { email?: string }).email ?? "none";
  return { data: { user_id: 9, member_id: 21, email } };
});

afterEach(() => {
  cleanup();
  mocks.success.mockClear();
});

const member = {
  id: 21,
  post_type_id: 2,
  attributes: { title: "Taco Loco", url: "taco-loco", description: "" },
  catering: { contact_email: "orders@tacoloco.test" },
} as unknown as Post;

function renderFor(post: Post, roleId = 2) {
  const account = testAccount({ role: { id: roleId, name: "Staff" } });
  renderScreen(<InviteVendorButton post={post} />, { panel: { account } });
}

describe("Invite the vendor", { timeout: 30_000 }, () => {
  it("is for site admins on member posts only", async () => {
    renderFor(member, 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Invite the vendor" })).toBeNull();
    cleanup();
    renderFor({ ...member, post_type_id: 1 } as Post);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Invite the vendor" })).toBeNull();
  });

  it("prefills the catering contact, sends the invitation and says where it went", async () => {
    renderFor(member);
    fireEvent.click(await screen.findByRole("button", { name: "Invite the vendor" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite the vendor" });
    const email = within(dialog).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe("orders@tacoloco.test");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        path: "/api/posts/21/vendor-invitation",
        options: { method: "POST", body: { email: "orders@tacoloco.test" } },
      }),
    );
    await waitFor(() =>
      expect(mocks.success).toHaveBeenCalledWith("Invitation sent to orders@tacoloco.test"),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a bad address and the API's refusal at the field", async () => {
    renderFor({ ...member, catering: null } as unknown as Post);
    fireEvent.click(await screen.findByRole("button", { name: "Invite the vendor" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite the vendor" });
    const email = within(dialog).getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe("");
    fireEvent.change(email, { target: { value: "not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText("The email must be a valid email address."),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    const refuse = "This address belongs to a team member of this site.";
    api.failWith = apiFetchError(422, {
      message: "The given data was invalid.",
      errors: { email: [refuse] },
    });
    fireEvent.change(email, { target: { value: "ada@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText(refuse)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(mocks.success).not.toHaveBeenCalled();
  });
});
