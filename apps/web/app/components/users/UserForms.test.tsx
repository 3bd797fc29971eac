import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import UserEdit from "../../routes/panel/user.tsx";
import UserCreate from "../../routes/panel/user-create.tsx";
import { type FakeCall, fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError as fetchError } from "../../testing/render-screen.tsx";
import { jane, north, renderUsersScreen, self, siteAdmin, south } from "./users-test-utils.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

let reply: (call: FakeCall) => unknown = () => ({ data: jane });
const api = fakeApi((path, options) => reply({ path, options }));
const calls = api.calls;

// Mantine's comboboxes and modals are slow to render in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  reply = () => ({ data: jane });
});

const writes = () => api.writes();

const renderCreate = (account = siteAdmin) =>
  renderUsersScreen(<UserCreate />, { url: "/panel/users/create", path: "users/create", account });

type EditProps = Parameters<typeof UserEdit>[0];

// The route's loader is bypassed; the component reads loaderData.
const renderEdit = (id: number) =>
  renderUsersScreen(<UserEdit {...({ loaderData: { id } } as EditProps)} />, {
    url: `/panel/users/${id}`,
    path: "users/:id",
  });

async function pickOption(label: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

/** Clicks the form's `button` and waits for its one write: that call. */
async function submitOnce(button: string) {
  fireEvent.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  return writes()[0];
}

const checkbox = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("inviting a user", () => {
  it("offers a site admin a row per site it manages, Site admin or Editor, the active site checked", async () => {
    renderCreate();
    fireEvent.click(await screen.findByRole("combobox", { name: "Role on South" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Site admin", "Editor", "Member"]);
    expect(checkbox("South").checked).toBe(true);
    expect(checkbox("North").checked).toBe(false);
    expect(
      (screen.getByRole("combobox", { name: "Role on North" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole("switch", { name: /Super admin/ })).toBeNull();
    expect(screen.getByText(/valid for 7 days/)).toBeTruthy();
  });

  it("offers only the sites where a site admin is site admin, not where it edits", async () => {
    renderCreate({
      ...siteAdmin,
      domain_roles: [
        { domain_id: 1, role_id: 3 },
        { domain_id: 2, role_id: 2 },
      ],
    });
    expect(await screen.findByRole("checkbox", { name: "South" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "North" })).toBeNull();
  });

  it("lets a super admin make a super admin, and pick sites from GET /api/domains", async () => {
    const east = { id: 9, host: "east.test", name: "East" };
    reply = (c) =>
      c.path === "/api/domains" ? { data: [north, south, east] } : { data: { ...jane, id: 8 } };
    renderCreate({ ...siteAdmin, role: { id: 1, name: "Super admin" }, domain_roles: undefined });
    expect(await screen.findByRole("checkbox", { name: "East" })).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: /Super admin/ }));
    expect(screen.getByText("Super admins belong to every site.")).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "East" })).toBeNull();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Root" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "ada@example.com" } });
    const body = (await submitOnce("Send invitation"))?.options.body as Record<string, unknown>;
    expect(body).toMatchObject({ role_id: 1 });
    expect(body.domain_roles).toBeUndefined();
  });

  it("shows the missing fields without calling the API", async () => {
    renderCreate();
    fireEvent.click(await screen.findByRole("checkbox", { name: "South" }));
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The firstname field is required.")).toBeTruthy();
    expect(
      screen.getByText("Choose at least one site for a site admin or an editor."),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it("posts the invitation with a role per site and goes back to the list", async () => {
    reply = (c) => ({ data: { ...jane, ...(c.options.body as object) } });
    const router = renderCreate();
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: " Jane " } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Doe" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "Jane@Example.com" } });
    fireEvent.click(checkbox("North"));
    await pickOption("Role on North", "Site admin");
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/users"));
    expect(writes()[0]).toMatchObject({
      path: "/api/users",
      options: {
        method: "POST",
        body: {
          firstname: "Jane",
          lastname: "Doe",
          email: "jane@example.com",
          domain_roles: [
            { domain_id: 1, role_id: 2 },
            { domain_id: 2, role_id: 3 },
          ],
        },
      },
    });
  });

  it("shows the server's 422 errors at their fields", async () => {
    reply = () => {
      throw fetchError(422, {
        message: "The given data was invalid.",
        errors: { email: ["The email has already been taken."] },
      });
    };
    renderCreate();
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: "Jane" } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Doe" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "jane@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The email has already been taken.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Email/));
  });
});

describe("editing a user", () => {
  it("sends only the changed fields and can discard", async () => {
    reply = (c) => ({ data: { ...jane, ...(c.options.body as object) } });
    renderEdit(7);
    const last = await screen.findByLabelText(/Last name/);
    expect(screen.getByText("All changes saved.")).toBeTruthy();
    fireEvent.change(last, { target: { value: "Smith" } });
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).value).toBe("Doe");
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Smith" } });
    fireEvent.click(screen.getByRole("switch", { name: /Disabled/ }));
    expect(await submitOnce("Save")).toMatchObject({
      path: "/api/users/7",
      options: { method: "PUT", body: { lastname: "Smith", disabled: true } },
    });
    expect(Object.keys(writes()[0]?.options.body as object)).toEqual(["lastname", "disabled"]);
    expect(await screen.findByText("All changes saved.")).toBeTruthy();
  });

  it("changes only the role on the caller's sites of a user who has other sites too", async () => {
    reply = (c) => ({
      data: c.options.method
        ? { ...jane, other_sites: true, domain_roles: [{ domain_id: 2, role_id: 2 }] }
        : { ...jane, other_sites: true },
    });
    renderEdit(7);
    await screen.findByRole("combobox", { name: "Role on South" });
    await pickOption("Role on South", "Site admin");
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("switch", { name: /Disabled/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText(/only a super admin can change their name/).length).toBeGreaterThan(
      0,
    );
    expect((await submitOnce("Save"))?.options.body).toEqual({
      domain_roles: [{ domain_id: 2, role_id: 2 }],
    });
  });

  it("locks role, sites, disabling and deleting on the caller's own account", async () => {
    reply = () => ({ data: self });
    renderEdit(siteAdmin.id);
    await screen.findByText("Sam Admin (you)");
    expect(
      (screen.getByRole("combobox", { name: "Role on South" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(checkbox("North").disabled).toBe(true);
    expect(screen.getAllByText("You can't change your own role or sites.").length).toBe(1);
    expect((screen.getByRole("switch", { name: /Disabled/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("You can't delete your own account.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Delete user" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("deletes after confirming and goes back to the list", async () => {
    reply = (c) =>
      c.options.method === "DELETE" ? { data: { message: "Deleted." } } : { data: jane };
    const router = renderEdit(7);
    fireEvent.click(await screen.findByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("Delete Jane Doe?")).toBeTruthy();
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ path: "/api/users/7", options: { method: "DELETE" } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/users"));
  });

  it("shows a not-found state with a way back for a 404", async () => {
    reply = () => {
      throw fetchError(404, { message: "Not found." });
    };
    renderEdit(99);
    expect(await screen.findByText("This user does not exist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to users" }).getAttribute("href")).toBe(
      "/panel/users",
    );
  });
});

/** The listing picker of the active site (South), once shown. */
async function listingPicker() {
  await screen.findAllByLabelText(/Listings on South/);
  return document.getElementById("user-member-ids") as HTMLInputElement;
}

describe("a member (role 4) and its listings", () => {
  const listings = {
    data: [
      { id: 21, attributes: { title: "Taco Loco" } },
      { id: 22, attributes: { title: "Curry Up" } },
    ],
    meta: { total: 2, limit: 500, offset: 0 },
  };
  const member = {
    ...jane,
    role: { id: 4, name: "Member" },
    domain_roles: [{ domain_id: 2, role_id: 4 as const }],
    member_ids: [21],
  };

  it("offers the active site's member posts once Member is chosen, and needs one", async () => {
    reply = (c) =>
      c.path === "/api/posts/by-type"
        ? listings
        : { data: { ...jane, ...(c.options.body as object) } };
    renderCreate();
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: "Tia" } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Loco" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "tia@example.com" } });
    expect(screen.queryAllByLabelText(/Listings on South/)).toHaveLength(0);
    await pickOption("Role on South", "Member");
    const picker = await listingPicker();
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(
      await screen.findByText(
        "Choose at least one listing for each site where this user is a member.",
      ),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);
    // The listings are the active site's member posts (GET /api/posts/by-type).
    expect(calls.find((c) => c.path === "/api/posts/by-type")?.options.query).toMatchObject({
      type: 2,
    });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole("option", { name: "Taco Loco" }));
    expect((await submitOnce("Send invitation"))?.options.body).toMatchObject({
      domain_roles: [{ domain_id: 2, role_id: 4 }],
      member_ids: [21],
    });
  });

  it("shows a member's listings and the server's member_ids error at the picker", async () => {
    reply = (c) => {
      if (c.path === "/api/posts/by-type") return listings;
      if (c.options.method) {
        throw fetchError(422, {
          message: "The given data was invalid.",
          errors: {
            member_ids: ["Listing 22 is not a member post of a site where this user is a member."],
          },
        });
      }
      return { data: member };
    };
    renderEdit(7);
    const picker = await listingPicker();
    // The listing kept already is chosen (a pill); the body below keeps it too.
    expect((await screen.findAllByText("Taco Loco")).length).toBeGreaterThan(0);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole("option", { name: "Curry Up" }));
    expect((await submitOnce("Save"))?.options.body).toEqual({
      domain_roles: [{ domain_id: 2, role_id: 4 }],
      member_ids: [21, 22],
    });
    expect(
      await screen.findByText(
        "Listing 22 is not a member post of a site where this user is a member.",
      ),
    ).toBeTruthy();
    expect(document.activeElement?.id).toBe("user-member-ids");
  });
});
