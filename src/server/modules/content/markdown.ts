/**
 * Bodies are written in Markdown by officials and shown as HTML on public pages. marked renders;
 * sanitize-html then keeps only the shared allow-list (src/shared/markdown-policy.ts, which the
 * dashboard's preview uses too), so no script, event handler, style or javascript: URL can reach
 * a page whatever the Markdown (or the raw HTML inside it) says. Rendered once on write and
 * stored (content_*.body_html).
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  EXTERNAL_LINK_REL,
  MARKDOWN_ATTRIBUTES,
  MARKDOWN_DROPPED_WITH_CONTENT,
  MARKDOWN_H1_BECOMES,
  MARKDOWN_TAGS,
  MARKDOWN_URL_ATTRIBUTES,
  MARKDOWN_URL_SCHEMES,
  isAllowedUrl,
  isExternalHref,
} from '../../../shared/markdown-policy';

// A private instance: marked's global options are shared by every importer.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(MARKDOWN_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...MARKDOWN_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: [...MARKDOWN_URL_ATTRIBUTES],
  allowProtocolRelative: false,
  transformTags: {
    h1: MARKDOWN_H1_BECOMES,
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined || !isAllowedUrl(href)) return { tagName, attribs: rest };
      return { tagName, attribs: isExternalHref(href) ? { ...attribs, rel: EXTERNAL_LINK_REL } : attribs };
    },
  },
  nonTextTags: [...MARKDOWN_DROPPED_WITH_CONTENT],
};

/** Markdown → HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}
