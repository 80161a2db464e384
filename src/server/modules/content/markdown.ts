/**
 * Bodies are written in Markdown by officials and shown as HTML on public pages. marked renders;
 * sanitize-html then keeps only an allow-list of tags, attributes and URL schemes, so no script,
 * event handler, style or javascript: URL can reach a page whatever the Markdown (or the raw
 * HTML inside it) says. Rendered once on write and stored (content_*.body_html).
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// A private instance: marked's global options are shared by every importer.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A page has one h1 (the title): a heading written as "# …" becomes h2.
  transformTags: {
    h1: 'h2',
    // Links that leave the site open without handing it the page (and without referrer).
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs };
    },
  },
  // Dropped with their content, not unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
};
// rel is added by the transform, so it must be allowed on a.
SANITIZE.allowedAttributes = { ...SANITIZE.allowedAttributes, a: ['href', 'title', 'rel'] };

/** Markdown → HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}
