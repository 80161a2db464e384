/** The dashboard's overview figures. */
export { statsRoutes as statsPlugin } from './routes';
