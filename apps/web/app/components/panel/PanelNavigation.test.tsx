import type { RoleId } from "@fooddir/contract";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen.tsx";
import { PanelAccessGate } from "./PanelAccessGate.tsx";
import { PanelNavSections } from "./PanelNavSections.tsx";

afterEach(cleanup);

function renderAt(url: string, roleId: RoleId | undefined, memberIds: number[] = []) {
  const pathname = url.split("?")[0];
  renderScreen(
    <>
      <nav aria-label="Sections">
        <PanelNavSections roleId={roleId} memberIds={memberIds} loading={!roleId} />
      </nav>
      <main>
        <PanelAccessGate pathname={pathname} roleId={roleId} loading={!roleId}>
          <p>The screen</p>
        </PanelAccessGate>
      </main>
    </>,
    { url },
  );
}

const navLinks = () =>
  Array.from(screen.getByRole("navigation", { name: "Sections" }).querySelectorAll("a"), (a) => [
    a.textContent,
    a.getAttribute("href"),
  ]);

describe("the panel navigation of a vendor (role 4)", () => {
  it("lists only the vendor's sections; My truck opens its one listing", () => {
    renderAt("/panel", 4, [7]);
    expect(navLinks()).toEqual([
      ["Dashboard", "/panel"],
      ["My truck", "/panel/members/7"],
      ["My schedule", "/panel/schedule"],
      ["My catering requests", "/panel/my-catering"],
      ["My profile", "/panel/profile"],
    ]);
    expect(screen.getByText("The screen")).toBeTruthy();
  });

  it("sends a vendor with several listings to the list of them", () => {
    renderAt("/panel", 4, [7, 8]);
    expect(navLinks()[1]).toEqual(["My truck", "/panel/my-truck"]);
  });

  it("shows no access at any staff address a vendor types", () => {
    for (const url of [
      "/panel/pages",
      "/panel/members",
      "/panel/members/new",
      "/panel/media",
      "/panel/catering-requests/4",
      "/panel/users",
      "/panel/site-options",
      "/panel/no-such-screen",
    ]) {
      renderAt(url, 4, [7]);
      expect(screen.getByText("You don't have access to this screen"), url).toBeTruthy();
      expect(screen.queryByText("The screen"), url).toBeNull();
      cleanup();
    }
  });

  it("opens the vendor's own screens", () => {
    for (const url of [
      "/panel",
      "/panel/members/7",
      "/panel/members/7/build",
      "/panel/schedule",
      "/panel/my-truck",
      "/panel/my-catering",
      "/panel/profile",
    ]) {
      renderAt(url, 4, [7]);
      expect(screen.getByText("The screen"), url).toBeTruthy();
      cleanup();
    }
  });
});

describe("the panel navigation of staff", () => {
  it("keeps the staff sections and leaves out the vendor's", () => {
    renderAt("/panel", 3);
    const labels = navLinks().map(([label]) => label);
    expect(labels).toContain("Members");
    expect(labels).toContain("Schedule");
    expect(labels).toContain("Media");
    expect(labels).not.toContain("My truck");
    expect(labels).not.toContain("My catering requests");
    expect(labels).not.toContain("Profile");
    expect(labels).not.toContain("Users");
  });

  it("tells staff that a vendor's screen is not theirs", () => {
    renderAt("/panel/my-catering", 2);
    expect(screen.getByText("My catering requests is a vendor's screen")).toBeTruthy();
  });

  it("waits for the role before opening an address a vendor may not open", () => {
    renderAt("/panel/pages", undefined);
    expect(screen.queryByText("The screen")).toBeNull();
    expect(screen.getByLabelText("Loading the sections")).toBeTruthy();
    cleanup();
    renderAt("/panel/schedule", undefined);
    expect(screen.getByText("The screen")).toBeTruthy();
  });
});
