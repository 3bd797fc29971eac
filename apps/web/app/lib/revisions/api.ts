import {
  API_PATHS,
  type Post,
  type PreviewLink,
  type Revision,
  type RevisionDetail,
} from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";

/**
 * Calls of a post's History tab and its preview link (contract.md "Vendors edit their own
 * listing; revisions and review"), through the API client.
 */

/**
 * Under the posts' keys (`contentKeys.posts`), so a save that invalidates the posts refreshes
 * the history too.
 */
export const revisionKeys = {
  list: (postId: number) => ["posts", "revisions", postId] as const,
  one: (postId: number, rid: number) => ["posts", "revisions", postId, rid] as const,
};

const revisionsOf = (postId: number) => `${API_PATHS.posts}/${postId}/revisions`;

export const revisionsApi = {
  /** Newest first. */
  list: (postId: number) => apiData<Revision[]>(revisionsOf(postId)),
  /** The whole post as it was after that save. */
  get: (postId: number, rid: number) => apiData<RevisionDetail>(`${revisionsOf(postId)}/${rid}`),
  /** Makes the post as it was in that version (recorded as a new version). */
  restore: (postId: number, rid: number) =>
    apiData<Post | null>(`${revisionsOf(postId)}/${rid}/restore`, { method: "POST" }),
  /** A signed link to the post as its public page would show it, for 24 hours. */
  previewLink: (postId: number) =>
    apiData<PreviewLink>(`${API_PATHS.posts}/${postId}/preview-link`, { method: "POST" }),
};
