import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FetchError } from "ofetch";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LINK_BROKEN, EmailChangeLink } from "./EmailChangeLink.tsx";

const mocks = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock("../../lib/api/browser.ts", () => ({ publicApi: () => mocks.post }));

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/confirm-email",
        element: (
          <MantineProvider env="test">
            <EmailChangeLink
              title="Confirm your new email"
              subtitle="x"
              path="/api/account/email/confirm"
              actionLabel="Confirm new email"
            />
          </MantineProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe("EmailChangeLink", () => {
  beforeEach(() => mocks.post.mockReset());

  it("posts the token only when asked, and shows the answer", async () => {
    mocks.post.mockResolvedValueOnce({ data: { message: "Your email is now b@example.com." } });
    renderAt("/confirm-email?token=abc123");
    expect(mocks.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Confirm new email" }));
    expect(await screen.findByText("Your email is now b@example.com.")).toBeTruthy();
    expect(mocks.post).toHaveBeenCalledWith("/api/account/email/confirm", {
      method: "POST",
      body: { token: "abc123" },
    });
    expect(screen.queryByRole("button", { name: "Confirm new email" })).toBeNull();
  });

  it("says when the link is invalid or expired", async () => {
    const error = new FetchError(EMAIL_LINK_BROKEN);
    Object.assign(error, {
      status: 422,
      data: { message: EMAIL_LINK_BROKEN, errors: { token: [EMAIL_LINK_BROKEN] } },
    });
    mocks.post.mockRejectedValueOnce(error);
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
