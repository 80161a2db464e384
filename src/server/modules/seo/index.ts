/** robots.txt, and the sitemap's XML (served by the content pages module, which knows the content). */
export { seoRoutes as seoPlugin, sitemapXml } from './routes';
