/**
 * Server-side rendering of one route to HTML, on request for every public page, with its data
 * (src/server/modules/pages). Waits for every lazy screen so the HTML is complete.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { PageDataProvider, type InitialPageData } from './content/page-data';
import { ACTIVE_LOCALE } from '../shared/active-locale';
import { LANGUAGES } from '../shared/locale';

/**
 * This language's page metadata: built with the bundle, so titles and descriptions are in its words
 * (the Kiswahili bundle's from the twins of the catalogues). The server reads them from here.
 */
export { eventMeta, findPageMeta, headTags, notFoundMeta, shellMeta, updateMeta } from '../shared/pages';
export { ACTIVE_LOCALE };

/** `url` is the address asked for, with this language's prefix (/sw/about): the router strips it. */
export async function render(url: string, initial: InitialPageData | null = null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageDataProvider value={initial}>
        <StaticRouter location={url} basename={LANGUAGES[ACTIVE_LOCALE].prefix || undefined}>
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
