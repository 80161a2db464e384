/**
 * sitemap.xml and robots.txt with this installation's PUBLIC_URL. The fixed pages come from the
 * one page-metadata module (src/shared/pages.ts); published events and updates are added from
 * the database by the content pages module, which serves /sitemap.xml from its cache.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staticSitemapPaths } from '../../../shared/pages';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, pathIn, type Locale } from '../../../shared/locale';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap of the fixed pages and of `contentPaths` (published events and updates, canonical
 * paths), each in every language (/about and /sw/about), every entry naming all its language twins
 * as alternates, as search engines read them from a sitemap (docs/i18n.md).
 */
export function sitemapXml(publicUrl: string, contentPaths: readonly string[] = []): string {
  const url = (locale: Locale, p: string) => escapeXml(publicUrl + encodeURI(pathIn(locale, p)));
  const urls = [...staticSitemapPaths(), ...contentPaths]
    .flatMap((p) => {
      const alternates = [
        ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[l].lang}" href="${url(l, p)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE, p)}"/>`,
      ].join('');
      return LOCALES.map((l) => `  <url><loc>${url(l, p)}</loc>${alternates}</url>`);
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  // The dashboard, the API and card downloads are not for search engines.
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
