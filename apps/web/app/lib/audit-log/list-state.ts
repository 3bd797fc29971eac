import {
  AUDIT_ENTITIES,
  AUDIT_PAGE_SIZE,
  type AuditEntity,
  type AuditFilters,
  type AuditQuery,
} from "@fooddir/contract";

/** The audit log's state; it lives in the URL's search params so back / forward works. */
export type AuditListState = {
  /** Entries by this user id only. */
  user: number | null;
  /** Entries of this kind only (the contract's `entity`). */
  entity: AuditEntity | null;
  /** Days `YYYY-MM-DD` of the browser's calendar (both inclusive); the API gets UTC times. */
  from: string | null;
  to: string | null;
  /** 1-based page. */
  page: number;
  limit: number;
};

export const AUDIT_PAGE_SIZES = [25, 50, 100, 200] as const;
export const AUDIT_DEFAULT_LIMIT = AUDIT_PAGE_SIZE;

export const DEFAULT_AUDIT_LIST_STATE: AuditListState = {
  user: null,
  entity: null,
  from: null,
  to: null,
  page: 1,
  limit: AUDIT_DEFAULT_LIMIT,
};

const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function isEntity(value: string | null): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value ?? "");
}

/** Reads `?user=&kind=&from=&to=&page=&limit=`; anything unknown or invalid is left out. */
export function parseAuditListState(params: URLSearchParams): AuditListState {
  const kind = params.get("kind");
  const from = params.get("from");
  const to = params.get("to");
  const limit = int(params.get("limit"), 1, 500);
  return {
    user: int(params.get("user"), 1, 2_147_483_647),
    entity: isEntity(kind) ? kind : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: int(params.get("page"), 1, 100_000) ?? 1,
    limit:
      limit !== null && (AUDIT_PAGE_SIZES as readonly number[]).includes(limit)
        ? limit
        : AUDIT_DEFAULT_LIMIT,
  };
}

/** The search params of a list state: only what differs from the defaults, in a stable order. */
export function auditListStateToParams(state: AuditListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.user !== null) p.set("user", String(state.user));
  if (state.entity) p.set("kind", state.entity);
  if (state.from) p.set("from", state.from);
  if (state.to) p.set("to", state.to);
  if (state.page !== 1) p.set("page", String(state.page));
  if (state.limit !== AUDIT_DEFAULT_LIMIT) p.set("limit", String(state.limit));
  return p;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function updateAuditListState(
  state: AuditListState,
  patch: Partial<AuditListState>,
): AuditListState {
  const next = { ...state, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as the API's UTC time `YYYY-MM-DD HH:mm:ss`. */
function utcTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** The first (or last) second of a day of the browser's calendar, as a UTC time. */
function dayBound(day: string, end: boolean): string {
  const [, y, m, d] = DAY.exec(day)!.map(Number);
  const date = end ? new Date(y, m - 1, d, 23, 59, 59) : new Date(y, m - 1, d, 0, 0, 0);
  return utcTime(date);
}

/**
 * The filters as GET /api/audit-log and its export take them. The days the list shows are the
 * browser's (DateTime shows local times), so a day becomes its local first and last second in
 * UTC, which the API compares with (contract: dates in UTC, both ends inclusive).
 */
export function auditFilterQuery(state: AuditListState): AuditFilters {
  const query: AuditFilters = {};
  if (state.user !== null) query.user_id = state.user;
  if (state.entity) query.entity = state.entity;
  let { from, to } = state;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) query.startDate = dayBound(from, false);
  if (to) query.endDate = dayBound(to, true);
  return query;
}

/** The GET /api/audit-log query of a list state. */
export function auditListQuery(state: AuditListState): AuditQuery {
  return {
    ...auditFilterQuery(state),
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
  };
}

/** Whether any filter narrows the list (for the empty state's wording and the Clear button). */
export function hasAuditFilters(state: AuditListState): boolean {
  return Boolean(state.user !== null || state.entity || state.from || state.to);
}

/** The patch that clears every filter (the page size stays). */
export const CLEARED_AUDIT_FILTERS: Partial<AuditListState> = {
  user: null,
  entity: null,
  from: null,
  to: null,
};
