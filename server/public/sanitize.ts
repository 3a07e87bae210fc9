import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text written by operators and shop owners (shop details and features, news bodies) is
 * sanitized again on render with an allow-list: formatting, lists, links and tables only; no
 * scripts, styles, event handlers, iframes or images from elsewhere.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "h4", "blockquote",
    "a", "table", "thead", "tbody", "tr", "th", "td", "span", "hr",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer" }),
    h1: "h2",
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Markup stripped, entities decoded, whitespace collapsed: for excerpts and descriptions. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
