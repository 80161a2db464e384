/**
 * What HTML a content body may contain, once: the server's sanitiser (sanitize-html, run on
 * write) and the dashboard's live preview (DOMPurify, run in the browser) are both configured
 * from this list, so the preview can never show what the published page will not.
 */

/** The only elements a body keeps; anything else is unwrapped to its text (or dropped, below). */
export const MARKDOWN_TAGS = [
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
] as const;

/** Attributes each element may keep (rel is also set on external links, below). */
export const MARKDOWN_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

/** Attributes that hold a URL, and the schemes such a URL may have (a relative link has none). */
export const MARKDOWN_URL_ATTRIBUTES = ['href'] as const;
export const MARKDOWN_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Elements dropped together with their content instead of being unwrapped into text. */
export const MARKDOWN_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
] as const;

/** A page has one h1 (its title): a heading written as "# …" becomes this. */
export const MARKDOWN_H1_BECOMES = 'h2';

/** The rel a link that leaves the site gets: it opens without handing over the page or the referrer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';
export const isExternalHref = (href: string): boolean => /^https?:/i.test(href);

/**
 * Whether a URL attribute's value may stay: a relative URL, or one of the allowed schemes.
 * Protocol-relative URLs (//host/…) are refused: they leave the site without saying so.
 */
export function isAllowedUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters around and inside a scheme.
  // eslint-disable-next-line no-control-regex -- those characters are exactly what is matched
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (url.startsWith('//') || url.startsWith('\\\\') || url.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || (MARKDOWN_URL_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
}
