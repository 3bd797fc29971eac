import {
  type ListEnvelope,
  type PendingRevision,
  type Post,
  type RevisionReject,
  revisionApprovePath,
  revisionRejectPath,
  VENDOR_PATHS,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { apiData } from "../api/record-calls.ts";

/**
 * Calls of the review queue and of a post's pending change (contract.md "Vendors edit their own
 * listing; revisions and review", decision 027), through the API client.
 */

/** The queue's page size (the API's default). */
export const REVIEW_PAGE_SIZE = 50;

/** Under the posts' keys (`contentKeys.posts`): a post save refreshes the queue too. */
export const reviewKeys = {
  all: ["posts", "reviews"] as const,
  pending: (offset: number) => ["posts", "reviews", "pending", offset] as const,
};

export const reviewsApi = {
  /** Pending member changes of the domain, oldest first (roles 1-3). */
  pending: (offset = 0) =>
    api()<ListEnvelope<PendingRevision>>(VENDOR_PATHS.pendingRevisions, {
      query: { limit: REVIEW_PAGE_SIZE, offset },
    }),
  /** Applies the pending change: the public page shows it. */
  approve: (postId: number, revisionId: number) =>
    apiData<Post | null>(revisionApprovePath(postId, revisionId), { method: "POST" }),
  /** Refuses it with a message the member gets by mail; the live version stays. */
  reject: (postId: number, revisionId: number, body: RevisionReject) =>
    api()(revisionRejectPath(postId, revisionId), { method: "POST", body }),
};
