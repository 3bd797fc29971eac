import type { Post } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { apiErrorStatus } from "../api/errors.ts";
import { contentApi, contentKeys } from "./api.ts";
import { type SectionConfig, sectionFromPath } from "./sections.ts";

/** The post of an edit or build screen: loading, not to be opened here, or ready. */
export type SectionPost = { config: SectionConfig } & (
  | { status: "pending" }
  | {
      status: "problem";
      /** The post does not exist here (404, another section, or trashed). */
      missing: boolean;
      trashed: boolean;
      retry: () => void;
    }
  | { status: "ready"; post: Post }
);

/** The content section of the current path (/panel/{section}/…); another path is a bug. */
export function useSection() {
  const { pathname } = useLocation();
  const config = sectionFromPath(pathname);
  if (!config) throw new Error(`Unknown content section: ${pathname}`);
  return config;
}

/**
 * The section of the current path (/panel/{section}/{id}/…) and its post `id`, fetched fresh:
 * a post of another section, one in the trash or a 404 is missing, any other failure can be
 * retried. Both screens show the problem with `PostLoadProblem`.
 */
export function useSectionPost(
  id: number,
  options: { refetchOnWindowFocus?: boolean } = {},
): SectionPost {
  const config = useSection();
  const post = useQuery({
    queryKey: contentKeys.post(id),
    queryFn: () => contentApi.getPost(id),
    meta: { silent: true },
    staleTime: 0,
    ...options,
  });

  if (post.isPending) return { config, status: "pending" };
  const wrongSection = post.data && post.data.post_type_id !== config.type;
  if (post.isError || wrongSection || post.data.deleted_at) {
    return {
      config,
      status: "problem",
      missing: Boolean(wrongSection || post.data?.deleted_at || apiErrorStatus(post.error) === 404),
      trashed: Boolean(post.data?.deleted_at),
      retry: () => void post.refetch(),
    };
  }
  return { config, status: "ready", post: post.data };
}
