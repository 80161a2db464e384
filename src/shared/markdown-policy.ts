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

/** One thing the sanitiser takes out of a body, so the editor can be told (never silently). */
export type MarkdownRemoval =
  /** withContent: the element's text goes too (a script, a frame); otherwise only the tag. */
  | { kind: 'element'; element: string; withContent: boolean }
  | { kind: 'attribute'; element: string; attribute: string }
  /** A link address whose scheme is not allowed ("javascript:"), or one leaving the site unnamed ("//"). */
  | { kind: 'link'; element: string; scheme: string };

const KEPT_TAGS: ReadonlySet<string> = new Set([...MARKDOWN_TAGS, 'h1']);
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(MARKDOWN_DROPPED_WITH_CONTENT);
const URL_ATTRIBUTES: readonly string[] = MARKDOWN_URL_ATTRIBUTES;

/**
 * What the policy removes of one element of the rendered Markdown, given its name and attributes
 * as written. The server's sanitiser and the preview both report through this, so what the editor
 * is told is what the allow-list above does. An element that goes takes its attributes with it.
 */
export function removalsOf(element: string, attributes: Readonly<Record<string, string>>): MarkdownRemoval[] {
  const name = element.toLowerCase();
  if (!KEPT_TAGS.has(name)) return [{ kind: 'element', element: name, withContent: DROPPED_WITH_CONTENT.has(name) }];
  const allowed = MARKDOWN_ATTRIBUTES[name] ?? [];
  return Object.entries(attributes).flatMap(([attribute, value]): MarkdownRemoval[] => {
    const key = attribute.toLowerCase();
    if (!allowed.includes(key)) return [{ kind: 'attribute', element: name, attribute: key }];
    if (URL_ATTRIBUTES.includes(key) && !isAllowedUrl(value)) return [{ kind: 'link', element: name, scheme: schemeOf(value) }];
    return [];
  });
}

/**
 * Whether an element goes with everything inside it. What is inside is not reported on its own:
 * the editor is told about the outer element only ("<svg> and everything inside it").
 */
export const isDroppedWithContent = (element: string): boolean => DROPPED_WITH_CONTENT.has(element.toLowerCase());

/** The scheme of a refused address as shown to the editor ("javascript:", "//"): never the whole address. */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex -- the characters browsers ignore inside a scheme
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme ? `${scheme[1]!.toLowerCase().slice(0, 20)}:` : url.slice(0, 2);
}

/** The removals as sentences for the editor, each said once, in the order first met. */
export function describeRemovals(removals: readonly MarkdownRemoval[], words: RemovalWords): string[] {
  const sentences = removals.map((r) => {
    if (r.kind === 'element') return (r.withContent ? words.elementWithContent : words.element).replace('{element}', r.element);
    if (r.kind === 'attribute') return words.attribute.replace('{attribute}', r.attribute).replace('{element}', r.element);
    return words.link.replace('{scheme}', r.scheme);
  });
  return [...new Set(sentences)];
}

/** The sentences' templates (the message catalogue holds the words). */
interface RemovalWords {
  element: string;
  elementWithContent: string;
  attribute: string;
  link: string;
}
