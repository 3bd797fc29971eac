import { ROLES, type RoleId } from "@fooddir/contract";
import {
  IconCalendarWeek,
  IconChecklist,
  IconChefHat,
  IconEyeCheck,
  IconFileText,
  IconHelpCircle,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconMapPin,
  IconNews,
  IconPhoto,
  IconSettings,
  IconSparkles,
  IconTags,
  IconToolsKitchen2,
  IconTruck,
  IconUser,
  IconUserCog,
  IconUsers,
  IconWorldPlus,
} from "@tabler/icons-react";

const ADMINS: readonly RoleId[] = [ROLES.superAdmin, ROLES.siteAdmin];
/** The association's team: who opens a section that names no roles. */
const STAFF: readonly RoleId[] = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];
const EVERYONE: readonly RoleId[] = [...STAFF, ROLES.member];
/** Role 4, a vendor: opens only the sections that list it (decision 027, closed by default). */
const MEMBER_ONLY: readonly RoleId[] = [ROLES.member];

export type PanelDenied = { title: string; text: string };

export type PanelSection = {
  to: string;
  label: string;
  icon: typeof IconFileText;
  /**
   * Who may open it (contract.md "Roles"); staff (roles 1-3) when absent. Role 4 (a vendor) opens
   * a section only when it is listed here.
   */
  roles?: readonly RoleId[];
  /** Role 4 opens only the addresses of the section that match (a listing, not the list). */
  memberPaths?: RegExp;
  /** Role 4's name of the section in its navigation; without one it is not in that navigation. */
  memberLabel?: string;
  /** Not in the staff's navigation (reached from the user menu). */
  staffNav?: false;
  /** What a role that may not open it is told, whatever address it typed. */
  denied?: PanelDenied;
};

/** What a vendor (role 4) is told at any address that is not one of its screens. */
export const MEMBER_DENIED: PanelDenied = {
  title: "You don't have access to this screen",
  text: "Your vendor account keeps your own listing: My truck, My schedule and My catering requests. Ask the association's staff if something else needs changing.",
};

/** What staff are told at a section that names no message of its own. */
const STAFF_DENIED: PanelDenied = {
  title: "You don't have access to this screen",
  text: "Ask a site admin if you need to use it.",
};

/** The vendor screens, as staff are told when they type one. */
const VENDOR_SCREEN_DENIED = (what: string): PanelDenied => ({
  title: `${what} is a vendor's screen`,
  text: "Vendor accounts see their own listing, schedule and catering requests here. Staff find every truck under Members, Schedule and Catering requests.",
});

/** Panel sections with screens, in navigation order. */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  {
    to: "/panel",
    label: "Dashboard",
    icon: IconLayoutDashboard,
    roles: EVERYONE,
    memberLabel: "Dashboard",
  },
  {
    to: "/panel/my-truck",
    label: "My truck",
    icon: IconTruck,
    roles: MEMBER_ONLY,
    memberLabel: "My truck",
    denied: VENDOR_SCREEN_DENIED("My truck"),
  },
  { to: "/panel/pages", label: "Pages", icon: IconFileText },
  {
    to: "/panel/members",
    label: "Members",
    icon: IconUsers,
    roles: EVERYONE,
    // A vendor opens its own listings' edit screens and page builder (the API answers 404 for
    // another listing), never the list or "new".
    memberPaths: /^\/panel\/members\/\d+(\/build)?\/?$/,
  },
  {
    to: "/panel/schedule",
    label: "Schedule",
    icon: IconCalendarWeek,
    roles: EVERYONE,
    memberLabel: "My schedule",
  },
  {
    to: "/panel/my-catering",
    label: "My catering requests",
    icon: IconToolsKitchen2,
    roles: MEMBER_ONLY,
    memberLabel: "My catering requests",
    denied: VENDOR_SCREEN_DENIED("My catering requests"),
  },
  { to: "/panel/locations", label: "Locations", icon: IconMapPin },
  { to: "/panel/cuisines", label: "Cuisines", icon: IconChefHat },
  { to: "/panel/cuisine-tags", label: "Cuisine tags", icon: IconTags },
  { to: "/panel/caterings", label: "Caterings", icon: IconToolsKitchen2 },
  { to: "/panel/showcases", label: "Showcases", icon: IconSparkles },
  { to: "/panel/blog", label: "Blog", icon: IconNews },
  { to: "/panel/media", label: "Media", icon: IconPhoto },
  { to: "/panel/faq", label: "FAQ", icon: IconHelpCircle },
  { to: "/panel/submissions", label: "Submissions", icon: IconInbox },
  {
    to: "/panel/catering-requests",
    label: "Catering requests",
    icon: IconChecklist,
    roles: [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor],
    denied: {
      title: "You don't have access to catering requests",
      text: "Staff follow the catering requests sent to the association's trucks. Ask a site admin if you need to see one.",
    },
  },
  {
    to: "/panel/reviews",
    label: "Reviews",
    icon: IconEyeCheck,
    roles: [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor],
    denied: {
      title: "You don't have access to reviews",
      text: "Staff approve or reject the changes members make to their own listings. Ask a site admin if a change of yours waits.",
    },
  },
  {
    to: "/panel/site-options",
    label: "Site options",
    icon: IconSettings,
    roles: ADMINS,
    denied: {
      title: "You don't have access to site options",
      text: "Site admins and super admins change this site's colors, options, menus, analytics, SEO and not-found page. Ask one of them if something needs changing.",
    },
  },
  {
    to: "/panel/users",
    label: "Users",
    icon: IconUserCog,
    roles: ADMINS,
    denied: {
      title: "You don't have access to users",
      text: "Site admins and super admins invite and manage team members. Ask one of them if you need someone added or changed.",
    },
  },
  {
    to: "/panel/audit-log",
    label: "Audit log",
    icon: IconHistory,
    roles: ADMINS,
    denied: {
      title: "You don't have access to the audit log",
      text: "Site admins and super admins read who signed in and who changed content, settings or users. Ask one of them if you need to know about a change.",
    },
  },
  {
    to: "/panel/create-domain",
    label: "Create domain",
    icon: IconWorldPlus,
    roles: [ROLES.superAdmin],
    denied: {
      title: "You don't have access to creating domains",
      text: "Only super admins create new directory sites. Ask one of them if you need a new site.",
    },
  },
  {
    to: "/panel/profile",
    label: "Profile",
    icon: IconUser,
    roles: EVERYONE,
    memberLabel: "My profile",
    staffNav: false,
  },
];

/**
 * Whether `roleId` may open `section` at `pathname` (its own address when absent); unknown while
 * the account loads: not yet refused. Role 4 opens only sections that list it.
 */
export function mayOpen(
  section: PanelSection,
  roleId: RoleId | undefined,
  pathname: string = section.to,
): boolean {
  if (roleId === undefined) return true;
  if (!(section.roles ?? STAFF).includes(roleId)) return false;
  return roleId !== ROLES.member || !section.memberPaths || section.memberPaths.test(pathname);
}

/** A navigation entry: a section as the role sees it. */
export type PanelNavItem = { to: string; label: string; icon: typeof IconFileText };

/**
 * The sections in `roleId`'s navigation (none until the role is known). A vendor's "My truck"
 * goes straight to its listing when it keeps one (`memberIds`), else to the list of them.
 */
export function navSections(
  roleId: RoleId | undefined,
  memberIds: readonly number[] = [],
): PanelNavItem[] {
  if (roleId === undefined) return [];
  if (roleId !== ROLES.member) {
    return PANEL_SECTIONS.filter((s) => s.staffNav !== false && mayOpen(s, roleId));
  }
  return PANEL_SECTIONS.filter((s) => s.memberLabel && mayOpen(s, roleId)).map((s) => ({
    to:
      s.to === "/panel/my-truck" && memberIds.length === 1
        ? `/panel/members/${memberIds[0]}`
        : s.to,
    label: s.memberLabel ?? s.label,
    icon: s.icon,
  }));
}

/**
 * Whether the screen at `pathname` opens for `roleId`: "open", "wait" (the role is still loading
 * and the address is not one every role may open) or what the role is told instead. A vendor
 * is refused every address that is not one of its screens, a section or not.
 */
export function panelAccess(
  pathname: string,
  roleId: RoleId | undefined,
  loading = false,
): "open" | "wait" | PanelDenied {
  const section = sectionOf(pathname);
  if (roleId === undefined) {
    const everyone = section && mayOpen(section, ROLES.member, pathname);
    return loading && !everyone ? "wait" : "open";
  }
  if (roleId === ROLES.member) {
    return section && mayOpen(section, roleId, pathname) ? "open" : MEMBER_DENIED;
  }
  if (!section || mayOpen(section, roleId, pathname)) return "open";
  return section.denied ?? STAFF_DENIED;
}

/** The section a panel address belongs to (the longest matching prefix). */
export function sectionOf(pathname: string): PanelSection | undefined {
  return PANEL_SECTIONS.filter(
    (s) => pathname === s.to || (s.to !== "/panel" && pathname.startsWith(`${s.to}/`)),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}
