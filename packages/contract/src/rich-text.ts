import sanitizeHtml from "sanitize-html";

/**
 * The only HTML a page-builder document may hold: basic formatting, lists, quotes, headings
 * h2-h4 and links to http(s), site paths, mailto: and tel:. No scripts, no event handlers, no
 * styles except text alignment, no javascript:/data: links. Used on write (the stored HTML is
 * clean) and again on render (what reaches a page is clean even if a row was written by hand).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    p: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedStyles: {
    "*": { "text-align": [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "style",
    "script",
    "textarea",
    "option",
    "noscript",
    "template",
    "iframe",
    "object",
  ],
  transformTags: {
    // Puck's editor offers h1-h6; a body's headings sit under the page's h1.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      if (attribs.target === "_blank") {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
