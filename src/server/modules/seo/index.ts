/** robots.txt and sitemap.xml. */
export { seoRoutes as seoPlugin } from './routes';
