/**
 * Server-side rendering of one route to HTML, on request for every public page, with its data
 * (src/server/modules/pages). Waits for every lazy screen so the HTML is complete.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { PageDataProvider, type InitialPageData } from './content/page-data';

export { headTags, shellMeta } from '../shared/pages';

export async function render(url: string, initial: InitialPageData | null = null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageDataProvider value={initial}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageDataProvider>
    </StrictMode>,
    // Never outline a large Suspense boundary: outlined boundaries are revealed by inline
    // scripts, which the Content-Security-Policy (script-src 'self') rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
