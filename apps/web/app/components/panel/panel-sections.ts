import { ROLES, type RoleId } from "@fooddir/contract";
import {
  IconCalendarWeek,
  IconChecklist,
  IconChefHat,
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
  IconUserCog,
  IconUsers,
  IconWorldPlus,
} from "@tabler/icons-react";

const ADMINS: readonly RoleId[] = [ROLES.superAdmin, ROLES.siteAdmin];

export type PanelSection = {
  to: string;
  label: string;
  icon: typeof IconFileText;
  /** Who may open it (contract.md "Roles"); everyone when absent. */
  roles?: readonly RoleId[];
  /** What a role that may not open it is told, whatever address it typed. */
  denied?: { title: string; text: string };
};

/** Panel sections with screens, in navigation order. */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  { to: "/panel", label: "Dashboard", icon: IconLayoutDashboard },
  { to: "/panel/pages", label: "Pages", icon: IconFileText },
  { to: "/panel/members", label: "Members", icon: IconUsers },
  { to: "/panel/schedule", label: "Schedule", icon: IconCalendarWeek },
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
];

/** Whether `roleId` may open `section` (unknown while the account loads: not yet refused). */
export function mayOpen(section: PanelSection, roleId: RoleId | undefined): boolean {
  return !section.roles || roleId === undefined || section.roles.includes(roleId);
}

/** The section a panel address belongs to (the longest matching prefix). */
export function sectionOf(pathname: string): PanelSection | undefined {
  return PANEL_SECTIONS.filter(
    (s) => pathname === s.to || (s.to !== "/panel" && pathname.startsWith(`${s.to}/`)),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}
