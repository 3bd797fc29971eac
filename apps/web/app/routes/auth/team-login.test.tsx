import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import ChangePassword from "./change-password.tsx";
import TeamLogin from "./team-login.tsx";

// Issue 38 point 14: after a claim the vendor chooses a password (the mailed set-password link)
// and lands on the sign-in page with its address filled in, from `?email=` only.

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
fakeApi({ "*": { data: null } });
vi.mock("../../lib/notify.ts", () => ({
  notify: { success: () => {}, error: () => {}, dismiss: () => {} },
}));

afterEach(cleanup);

function renderAt(entry: string) {
  const routes = [{ path: "/change-password", Component: ChangePassword }];
  return renderScreen(<TeamLogin />, { url: entry, path: "/team-login", routes }).router;
}

const emailField = () => screen.getByRole("textbox", { name: /Email/ }) as HTMLInputElement;

describe("the sign-in page's address", () => {
  it("is filled in from ?email= when it is an email address, with the password focused", () => {
    renderAt("/team-login?email=vera%40trucks.test");
    expect(emailField().value).toBe("vera@trucks.test");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it("starts empty for anything but an email address, or without the parameter", () => {
    for (const entry of [
      "/team-login?email=javascript%3Aalert(1)",
      "/team-login?email=%3Cb%3Evera%3C%2Fb%3E",
      "/team-login?mail=vera%40trucks.test",
      "/team-login",
    ]) {
      renderAt(entry);
      expect(emailField().value, entry).toBe("");
      cleanup();
    }
  });

  it("comes filled in after choosing a password from the mailed link", async () => {
    const router = renderAt("/change-password?token=abc&email=vera%40trucks.test");
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "fresh-truck-pass" } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: "fresh-truck-pass" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/team-login"));
    expect(router.state.location.search).toBe("?email=vera%40trucks.test");
    expect(emailField().value).toBe("vera@trucks.test");
  });
});
