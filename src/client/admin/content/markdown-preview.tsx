/** The live preview of a body, as the public page will show it (see preview-html.ts). */
import { useMemo } from 'react';
import { previewHtml } from './preview-html';

export function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(() => previewHtml(markdown), [markdown]);
  if (!markdown.trim()) return <p className="cnt-muted">The story appears here as you write it.</p>;
  return <div className="article-body cnt-preview-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
