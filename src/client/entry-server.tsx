/**
 * Build-time prerendering (scripts/prerender.mjs): renders one public route to HTML. Waits for
 * every lazy screen so the HTML is complete.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';

export { appRoutes, prerenderPaths } from './routes';
export { findPageMeta } from './content/pages';

export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary: outlined boundaries are revealed by inline
    // scripts, which the Content-Security-Policy (script-src 'self') rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
