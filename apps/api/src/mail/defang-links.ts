/**
 * Someone else's text made safe to show in a mail (issue 37): links and web addresses in it are
 * "defanged" so no mail client turns them into clickable links, while a person can still read
 * them. `https://evil.example/pay` -> `hxxps://evil[.]example/pay`, `www.evil.example` ->
 * `www[.]evil[.]example`, `a@evil.example` -> `a@evil[.]example`, `ftp://x` -> `ftp[:]//x`.
 *
 * - Every `scheme://` loses its colon (`http`/`https` become `hxxp`/`hxxps`, the usual form)
 *   and the host after it gets `[.]` for its dots.
 * - Every host-like word (labels joined by dots, the last one at least two characters with a
 *   letter: a top-level domain) and every dotted IPv4 address gets `[.]` for its dots; the full
 *   stop look-alikes (。．｡) count as dots, as some clients read them so.
 *
 * Ordinary text mostly stays as it is ("3.5 hours", "e.g."); a sentence missing its space after
 * a full stop ("vegan.We") reads "vegan[.]We", a price for safety. Pure.
 */
export function defangLinks(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#]*)/gi, (_, scheme: string, host: string) => {
      const safeHost = host.split(DOT).join("[.]");
      return /^https?$/i.test(scheme)
        ? `hxx${scheme.slice(3).toLowerCase()}://${safeHost}`
        : `${scheme}[:]//${safeHost}`;
    })
    .replace(HOST_LIKE, (word) => {
      const labels = word.split(DOT);
      const last = labels[labels.length - 1];
      const domain = last.length >= 2 && /\p{L}/u.test(last);
      const ipv4 = labels.length === 4 && labels.every((l) => /^\d{1,3}$/.test(l));
      return domain || ipv4 ? labels.join("[.]") : word;
    });
}

const DOT = /[.\u3002\uFF0E\uFF61]/u;
const HOST_LIKE = /[\p{L}\p{M}\p{N}_-]+(?:[.\u3002\uFF0E\uFF61][\p{L}\p{M}\p{N}_-]+)+/gu;
