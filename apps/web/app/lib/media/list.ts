import { choiceFilter, searchFilter } from "../record-list/filters.ts";
import { defineRecordList } from "../record-list/list-state.ts";

export const MEDIA_PAGE_SIZE = 24;

/**
 * The media library: `?q=&view=list&page=`. `q` is the API's search of file name and alt text;
 * `view` shows the page as a list (a table from sm, cards below) instead of the grid, a view of
 * the same page and not a filter (the API never hears it). 24 images a page, newest first.
 */
export const mediaList = defineRecordList({
  filters: {
    search: searchFilter({ label: "Search media", placeholder: "Search by name or alt text" }),
    view: {
      ...choiceFilter(["list"] as const, {
        param: "view",
        label: "View",
        allLabel: "Grid",
        labels: { list: "List" },
      }),
      view: true,
      toQuery: () => ({}),
    },
  },
  pageSizes: [MEDIA_PAGE_SIZE],
  defaultLimit: MEDIA_PAGE_SIZE,
});

/** A file's size in words: "820 bytes", "14 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
