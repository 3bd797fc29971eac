/** A new domain's time zone (contract.md "Domain time zone"). */
export const DEFAULT_TIME_ZONE = "UTC";

/** The IANA zone names this runtime knows (Intl.supportedValuesOf("timeZone")), with UTC. */
export function supportedTimeZones(): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  return zones.includes(DEFAULT_TIME_ZONE) ? zones : [DEFAULT_TIME_ZONE, ...zones];
}

/** The canonical spelling of a zone name given in any case, or null when it names no zone. */
export function canonicalTimeZone(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return supportedTimeZones().find((zone) => zone.toLowerCase() === wanted) ?? null;
}
