import { USER_OUTSIDE_YOUR_SITES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  assignableDomains,
  assignableRoles,
  canManageUsers,
  defaultDomainIds,
  fullName,
  ROLE_ABOVE,
  roleNeedsDomains,
  SELF_DELETE,
  SELF_DISABLE,
  SELF_ROLE,
  siteRoles,
  userPermissions,
} from "./permissions.ts";

const roles = [
  { id: 3, name: "Editor" },
  { id: 1, name: "Super admin" },
  { id: 2, name: "Site admin" },
];
const d = (id: number, name: string) => ({ id, host: `${name.toLowerCase()}.test`, name });
const superAdmin = { id: 1, role: { id: 1, name: "Super admin" }, domains: [d(1, "North")] };
const siteAdmin = {
  id: 5,
  role: { id: 2, name: "Site admin" },
  domains: [d(3, "West"), d(2, "East")],
};

describe("canManageUsers", () => {
  it("lets super admins and site admins in, not editors", () => {
    expect(canManageUsers({ role: { id: 1, name: "" } })).toBe(true);
    expect(canManageUsers({ role: { id: 2, name: "" } })).toBe(true);
    expect(canManageUsers({ role: { id: 3, name: "" } })).toBe(false);
    expect(canManageUsers(undefined)).toBe(false);
  });
});

describe("assignableRoles", () => {
  it("offers every role to a super admin, in id order", () => {
    expect(assignableRoles(1, roles).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it("never offers a role above the caller's own", () => {
    expect(assignableRoles(2, roles).map((r) => r.name)).toEqual(["Site admin", "Editor"]);
    expect(assignableRoles(3, roles).map((r) => r.id)).toEqual([3]);
  });
  it("uses the contract's role names until GET /api/roles answers", () => {
    expect(assignableRoles(2, undefined)).toEqual([
      { id: 2, name: "Site admin" },
      { id: 3, name: "Editor" },
      { id: 4, name: "Member" },
    ]);
    expect(assignableRoles(1, []).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("siteRoles", () => {
  it("offers site admin and editor per site, never role 1", () => {
    expect(siteRoles(1, roles).map((r) => r.id)).toEqual([2, 3]);
    expect(siteRoles(2, roles).map((r) => r.id)).toEqual([2, 3]);
  });
});

describe("assignableDomains", () => {
  const all = [d(4, "South"), d(1, "North"), d(2, "East"), d(3, "West")];
  it("gives a super admin every domain, by name", () => {
    expect(assignableDomains(superAdmin, all).map((x) => x.name)).toEqual([
      "East",
      "North",
      "South",
      "West",
    ]);
  });
  it("falls back to a super admin's own domains until the list loads", () => {
    expect(assignableDomains(superAdmin, undefined).map((x) => x.id)).toEqual([1]);
  });
  it("gives a site admin only its own domains, whatever the full list says", () => {
    expect(assignableDomains(siteAdmin, all).map((x) => x.id)).toEqual([2, 3]);
  });
  it("gives a site admin only the domains where it is site admin, not where it edits", () => {
    const domain_roles = [
      { domain_id: 2, role_id: 3 as const },
      { domain_id: 3, role_id: 2 as const },
    ];
    expect(assignableDomains({ ...siteAdmin, domain_roles }, all).map((x) => x.id)).toEqual([3]);
  });
});

describe("defaultDomainIds", () => {
  it("preselects the active domain when it is assignable", () => {
    expect(defaultDomainIds({ active_domain_id: 3 }, siteAdmin.domains)).toEqual([3]);
    expect(defaultDomainIds({ active_domain_id: 9 }, siteAdmin.domains)).toEqual([]);
  });
});

describe("roleNeedsDomains", () => {
  it("is false for super admins only", () => {
    expect(roleNeedsDomains(1)).toBe(false);
    expect(roleNeedsDomains(2)).toBe(true);
    expect(roleNeedsDomains(3)).toBe(true);
    expect(roleNeedsDomains(null)).toBe(true);
  });
});

describe("userPermissions", () => {
  const editor = { id: 9, role: { id: 3 } };
  it("allows everything on another user", () => {
    expect(userPermissions(siteAdmin, editor)).toEqual({
      self: false,
      canEdit: true,
      canEditProfile: true,
      profileReason: null,
      canChangeRole: true,
      canDisable: true,
      canDelete: true,
      roleReason: null,
      disableReason: null,
      deleteReason: null,
    });
  });
  it("locks role, sites, disabling and deleting on the caller's own account", () => {
    const own = userPermissions(siteAdmin, { id: 5, role: { id: 2 } });
    expect(own).toMatchObject({ self: true, canEdit: true, canChangeRole: false });
    expect(own).toMatchObject({ canDisable: false, canDelete: false });
    expect([own.roleReason, own.disableReason, own.deleteReason]).toEqual([
      SELF_ROLE,
      SELF_DISABLE,
      SELF_DELETE,
    ]);
  });
  it("locks a user whose role is above the caller's", () => {
    const p = userPermissions(siteAdmin, { id: 1, role: { id: 1 } });
    expect(p.canEdit || p.canDelete || p.canDisable || p.canChangeRole).toBe(false);
    expect(p.deleteReason).toBe(ROLE_ABOVE);
  });
  it("keeps name, email, status and the user itself for super admins when the user has other sites", () => {
    const p = userPermissions(siteAdmin, { ...editor, other_sites: true });
    expect(p).toMatchObject({ canEdit: true, canChangeRole: true });
    expect(p).toMatchObject({ canEditProfile: false, canDisable: false, canDelete: false });
    expect([p.profileReason, p.disableReason, p.deleteReason]).toEqual([
      USER_OUTSIDE_YOUR_SITES,
      USER_OUTSIDE_YOUR_SITES,
      USER_OUTSIDE_YOUR_SITES,
    ]);
  });
  it("lets a site admin manage another site admin", () => {
    expect(userPermissions(siteAdmin, { id: 6, role: { id: 2 } }).canDelete).toBe(true);
  });
  it("gives an editor nothing", () => {
    const p = userPermissions(
      { id: 9, role: { id: 3, name: "Editor" } },
      { id: 10, role: { id: 3 } },
    );
    expect(p.canEdit).toBe(false);
  });
});

describe("fullName", () => {
  it("joins the names, else shows the email", () => {
    expect(fullName({ firstname: "Jane", lastname: "Doe", email: "j@x.test" })).toBe("Jane Doe");
    expect(fullName({ firstname: "", lastname: " ", email: "j@x.test" })).toBe("j@x.test");
  });
});
