/**
 * Structured data for search engines: a JSON data block, never run by the browser (so the
 * Content-Security-Policy's script rules do not apply). `<` is escaped so no text in the data can
 * close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (see above)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
