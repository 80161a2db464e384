/**
 * The live preview of a body, as the public page will show it (see preview-html.ts), and what
 * the page will leave out of it: the sanitiser never removes anything without the editor knowing.
 */
import { useMemo } from 'react';
import { serverMessages } from '../../../shared/server-messages';
import { previewHtml, previewRemovals } from './preview-html';

export function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(() => previewHtml(markdown), [markdown]);
  const removed = useMemo(() => previewRemovals(markdown), [markdown]);
  if (!markdown.trim()) return <p className="cnt-muted">The story appears here as you write it.</p>;
  return (
    <>
      {/* A live region: a screen reader hears it when a pasted or typed part will be left out. */}
      <div className="cnt-removed" role="status">
        {removed.length > 0 ? (
          <>
            <p>{serverMessages.markdownRemovedIntro}</p>
            <ul>
              {removed.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="article-body cnt-preview-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
