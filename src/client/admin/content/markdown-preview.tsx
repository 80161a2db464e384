/**
 * The body as it will look on the public page: Markdown rendered by marked (the library the
 * server uses) and sanitised by DOMPurify with the server's allow-list of tags and attributes,
 * so the preview can neither run a script nor show what the page will not.
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'title', 'start', 'align'];

function previewHtml(markdown: string): string {
  // A page has one h1 (its title): the server turns "# …" into h2, and so does the preview.
  const html = (marked.parse(markdown, { async: false }) as string).replace(/<(\/?)h1>/g, '<$1h2>');
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i });
}

export function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(() => previewHtml(markdown), [markdown]);
  if (!markdown.trim()) return <p className="cnt-muted">The story appears here as you write it.</p>;
  return <div className="article-body cnt-preview-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
