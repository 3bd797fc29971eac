/**
 * Dates people read in a site's time zone (issue 39: one way for the blog's dates and the
 * preview link's expiry).
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** An Intl date format in a time zone; UTC when the zone is unknown to the runtime. Cached. */
export function zonedFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    }
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * A date for `<time>`: the instant as ISO 8601 (its `datetime`) and the text `format` gives.
 * Null without a valid date.
 */
export function zonedDate(
  value: string | null | undefined,
  format: Intl.DateTimeFormat,
): { iso: string; text: string } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: format.format(date) };
}
