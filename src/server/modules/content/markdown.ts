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
  describeRemovals,
  isAllowedUrl,
  isDroppedWithContent,
  isExternalHref,
  removalsOf,
  type MarkdownRemoval,
} from '../../../shared/markdown-policy';
import { serverMessages } from '../../../shared/server-messages';

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

/**
 * What the sanitiser leaves out of this Markdown, as sentences for the official who wrote it
 * (the content API answers them with a saved story). The same pass as renderMarkdown, with
 * sanitize-html reporting each element as written to the shared rule (removalsOf).
 */
export function markdownRemovals(markdown: string): string[] {
  const removals: MarkdownRemoval[] = [];
  /** How many elements dropped with their content are open around the current one. */
  let insideDropped = 0;
  sanitizeHtml(marked.parse(markdown, { async: false }), {
    ...SANITIZE,
    onOpenTag: (name, attributes) => {
      if (insideDropped === 0) removals.push(...removalsOf(name, attributes));
      if (isDroppedWithContent(name)) insideDropped++;
    },
    onCloseTag: (name) => {
      if (isDroppedWithContent(name)) insideDropped = Math.max(0, insideDropped - 1);
    },
  });
  return describeRemovals(removals, serverMessages.markdownRemoved);
}
