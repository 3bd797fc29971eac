import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { EMAIL_LINK_BROKEN, EmailChangeLink } from "./EmailChangeLink.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi({
  "POST /api/account/email/confirm": { data: { message: "Your email is now b@example.com." } },
});

afterEach(cleanup);

function renderAt(url: string) {
  renderScreen(
    <EmailChangeLink
      title="Confirm your new email"
      subtitle="x"
      path="/api/account/email/confirm"
      actionLabel="Confirm new email"
    />,
    { url, path: "/confirm-email" },
  );
}

describe("EmailChangeLink", () => {
  it("posts the token only when asked, and shows the answer", async () => {
    renderAt("/confirm-email?token=abc123");
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm new email" }));
    expect(await screen.findByText("Your email is now b@example.com.")).toBeTruthy();
    expect(api.calls).toContainEqual({
      path: "/api/account/email/confirm",
      options: { method: "POST", body: { token: "abc123" } },
    });
    expect(screen.queryByRole("button", { name: "Confirm new email" })).toBeNull();
  });

  it("says when the link is invalid or expired", async () => {
    api.failWith = apiFetchError(422, {
      message: EMAIL_LINK_BROKEN,
      errors: { token: [EMAIL_LINK_BROKEN] },
    });
    renderAt("/confirm-email?token=spent");
    fireEvent.click(screen.getByRole("button", { name: "Confirm new email" }));
    expect((await screen.findByRole("alert")).textContent).toContain(EMAIL_LINK_BROKEN);
  });

  it("has no button without a token", () => {
    renderAt("/confirm-email");
    expect(screen.getByRole("alert").textContent).toContain(EMAIL_LINK_BROKEN);
    expect(screen.queryByRole("button", { name: "Confirm new email" })).toBeNull();
  });
});
