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

/** Intl's units are decimal (1 kB = 1,000 bytes), as the file sizes shown are. */
const SIZE_UNITS = [
  { unit: "byte", from: 1, digits: 0, display: "long" },
  { unit: "kilobyte", from: 1_000, digits: 0, display: "short" },
  { unit: "megabyte", from: 1_000_000, digits: 1, display: "short" },
] as const;

/** A file's size in words, by `Intl`: "820 bytes", "14 kB", "2.5 MB". */
export function fileSize(bytes: number, locale = "en"): string {
  const { unit, from, digits, display } =
    SIZE_UNITS.findLast((size) => bytes >= size.from) ?? SIZE_UNITS[0];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: display,
    maximumFractionDigits: digits,
  }).format(bytes / from);
}
