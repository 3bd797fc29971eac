import { type PendingRevision, POST_SECTIONS, ROLES } from "@fooddir/contract";
import { fieldWords } from "../revisions/compare.ts";

/** The panel's edit screen of a post: `/panel/members/12` (by its type's section). */
export function editPathOf(post: { id: number; post_type_id: number }): string {
  const section =
    Object.entries(POST_SECTIONS).find(([, type]) => type === post.post_type_id)?.[0] ?? "pages";
  return `/panel/${section}/${post.id}`;
}

/** The queue row's listing name: its title, or its address while it has none. */
export const listingTitle = (row: PendingRevision) =>
  row.post.title || `/${row.post.url}` || `Post ${row.post.id}`;

/** What the change touches, in words: "title, description and page content". */
export const changedWords = (row: { fields: readonly string[] }) =>
  row.fields.length > 0 ? fieldWords(row.fields) : "nothing visible";

/** Staff (roles 1-3) review members' changes; a member (4) reads its own history only. */
export const isStaffRole = (roleId: number | undefined) =>
  roleId === ROLES.superAdmin || roleId === ROLES.siteAdmin || roleId === ROLES.editor;
