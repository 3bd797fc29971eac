import { stops } from "../../db/schema.ts";

/** A stop as the API returns it (contract.md "Where the trucks are"). */
export const stopColumns = {
  id: stops.id,
  member_id: stops.member_id,
  location_id: stops.location_id,
  starts_at: stops.starts_at,
  ends_at: stops.ends_at,
  rrule: stops.rrule,
  exdates: stops.exdates,
  note: stops.note,
  pending_note: stops.pending_note,
};
