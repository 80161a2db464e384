/** Importing members from a spreadsheet (CSV), with a dry run first. */
export { importRoutes as importPlugin } from './routes';
