import { type CateringFigures, zonePlainDate } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
const ratio = (part: number, whole: number) => (whole === 0 ? null : round(part / whole, 3));

/** The first instant of `now`'s month in the zone (its first day's start). */
export function monthStart(now: Date, timeZone: string): Date {
  const start = zonePlainDate(now, timeZone).with({ day: 1 }).toZonedDateTime({ timeZone });
  return new Date(start.epochMilliseconds);
}

/**
 * GET /api/catering-requests/figures, over the tenant's requests:
 * - month_requests: requests created since the start of the current month in the domain's zone;
 * - response_rate: of the matches mailed (`sent_at`), the share that answered (`responded_at`),
 *   0-1 with 3 decimals, null when none was mailed;
 * - median_hours_to_first_quote: over the requests with a quote, the median of the hours from
 *   the request to its first quote, 1 decimal, null without quotes;
 * - booked_rate: booked / (booked + lost), 3 decimals, null when none is decided.
 */
export async function cateringFigures(db: Db, tenant: Tenant, now: Date): Promise<CateringFigures> {
  const since = monthStart(now, await domainTimeZone(db, tenant));
  const domainId = tenant.id;
  const [requests] = rowsOf<{ month: number; booked: number; lost: number }>(
    await db.execute(sql`
      select
        count(*) filter (where created_at >= ${since.toISOString()}::timestamptz)::int as month,
        count(*) filter (where status = 'booked')::int as booked,
        count(*) filter (where status = 'lost')::int as lost
      from catering_requests where domain_id = ${domainId}`),
  );
  const [matches] = rowsOf<{ sent: number; answered: number }>(
    await db.execute(sql`
      select
        count(*) filter (where sent_at is not null)::int as sent,
        count(*) filter (where sent_at is not null and responded_at is not null)::int as answered
      from catering_matches where domain_id = ${domainId}`),
  );
  const [quotes] = rowsOf<{ median: number | string | null }>(
    await db.execute(sql`
      select percentile_cont(0.5) within group (order by hours) as median
      from (
        select extract(epoch from (min(m.quoted_at) - r.created_at)) / 3600 as hours
        from catering_requests r
        join catering_matches m on m.request_id = r.id
        where r.domain_id = ${domainId} and m.quoted_at is not null
        group by r.id, r.created_at
      ) firsts`),
  );
  const median = quotes?.median == null ? null : Number(quotes.median);
  return {
    month_requests: Number(requests.month),
    response_rate: ratio(Number(matches.answered), Number(matches.sent)),
    median_hours_to_first_quote: median === null ? null : round(median, 1),
    booked_rate: ratio(Number(requests.booked), Number(requests.booked) + Number(requests.lost)),
  };
}
