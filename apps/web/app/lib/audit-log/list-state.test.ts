import { describe, expect, it } from "vitest";
import {
  AUDIT_DEFAULT_LIMIT,
  auditFilterQuery,
  auditListQuery,
  auditListStateToParams,
  CLEARED_AUDIT_FILTERS,
  DEFAULT_AUDIT_LIST_STATE,
  hasAuditFilters,
  parseAuditListState,
  updateAuditListState,
} from "./list-state.ts";

const parse = (search: string) => parseAuditListState(new URLSearchParams(search));
/** A local moment as the API's UTC `YYYY-MM-DD HH:mm:ss`. */
const utc = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

describe("audit log list state", () => {
  it("reads user, kind, dates and paging from the URL and writes back only what differs", () => {
    const state = parse("user=7&kind=settings&from=2026-11-02&to=2026-11-08&page=3&limit=100");
    expect(state).toEqual({
      user: 7,
      entity: "settings",
      from: "2026-11-02",
      to: "2026-11-08",
      page: 3,
      limit: 100,
    });
    expect(auditListStateToParams(state).toString()).toBe(
      "user=7&kind=settings&from=2026-11-02&to=2026-11-08&page=3&limit=100",
    );
    expect(auditListStateToParams(DEFAULT_AUDIT_LIST_STATE).toString()).toBe("");
  });

  it("drops what is not valid: unknown kinds, bad ids, dates and page sizes", () => {
    expect(parse("user=abc&kind=robots&from=2026-13-01&to=yesterday&page=0&limit=7")).toEqual(
      DEFAULT_AUDIT_LIST_STATE,
    );
    expect(parse("user=-3").user).toBeNull();
    expect(parse("user=99999999999").user).toBeNull();
    expect(parse("limit=25").limit).toBe(25);
    expect(DEFAULT_AUDIT_LIST_STATE.limit).toBe(AUDIT_DEFAULT_LIMIT);
  });

  it("goes back to page 1 on any change but the page", () => {
    const state = parse("page=4&kind=post");
    expect(updateAuditListState(state, { entity: "user" }).page).toBe(1);
    expect(updateAuditListState(state, { page: 5 }).page).toBe(5);
    const cleared = updateAuditListState(
      parse("user=2&kind=post&from=2026-11-01&to=2026-11-02&limit=25"),
      CLEARED_AUDIT_FILTERS,
    );
    expect(hasAuditFilters(cleared)).toBe(false);
    expect(auditListStateToParams(cleared).toString()).toBe("limit=25");
  });

  it("asks the API for the local days as UTC times, both ends inclusive, in order", () => {
    const start = utc(new Date(2026, 10, 2, 0, 0, 0));
    const end = utc(new Date(2026, 10, 8, 23, 59, 59));
    expect(auditFilterQuery(parse("user=2&kind=session&from=2026-11-02&to=2026-11-08"))).toEqual({
      user_id: 2,
      entity: "session",
      startDate: start,
      endDate: end,
    });
    // A range picked backwards still covers the same days.
    expect(auditFilterQuery(parse("from=2026-11-08&to=2026-11-02"))).toEqual({
      startDate: start,
      endDate: end,
    });
    expect(auditFilterQuery(parse("to=2026-11-08"))).toEqual({ endDate: end });
    expect(auditListQuery(parse("kind=post&page=3&limit=25"))).toEqual({
      entity: "post",
      limit: 25,
      offset: 50,
    });
    expect(auditListQuery(DEFAULT_AUDIT_LIST_STATE)).toEqual({ limit: 50, offset: 0 });
  });
});
