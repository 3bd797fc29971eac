/**
 * The paging of a list the API gives whole (locations, cuisine tags): no page sizes, so the
 * list has no pages and its screen no pager. Spread it into the declaration:
 * `defineRecordList({ filters, ...ALL_ROWS })`, and load the rows with useAllRecords.
 */
export const ALL_ROWS = { pageSizes: [] as readonly number[], defaultLimit: 0 };

/** Whether a declared list is paged (a pager under it, limit and offset in its query). */
export const isPaged = (list: { pageSizes: readonly number[] }) => list.pageSizes.length > 0;
