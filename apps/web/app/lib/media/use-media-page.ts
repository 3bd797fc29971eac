import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { contentApi, contentKeys } from "../content/api.ts";

/** One page of the media library (newest first) with its page count, for the media picker. */
export function useMediaPage(options: {
  search: string;
  page: number;
  pageSize: number;
  enabled?: boolean;
}) {
  const { search, page, pageSize, enabled = true } = options;
  const query = {
    search: search.trim() || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const list = useQuery({
    queryKey: contentKeys.media(query),
    queryFn: () => contentApi.listMedia(query),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = list.data?.meta.total ?? 0;
  return { list, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
