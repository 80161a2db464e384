/**
 * sitemap.xml and robots.txt, built from the same page list the prerenderer uses
 * (src/client/content/pages.ts: pure data), with this installation's PUBLIC_URL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapPaths } from '../../../client/content/pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(publicUrl: string): string {
  const urls = sitemapPaths()
    .map((p) => `  <url><loc>${escapeXml(publicUrl + (p === '/' ? '/' : p))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  // The dashboard, the API and card downloads are not for search engines.
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const sitemap = sitemapXml(config.publicUrl);
  const robots = robotsTxt(config.publicUrl);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
