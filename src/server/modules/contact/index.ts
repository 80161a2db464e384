/** The public contact form: stored, then e-mailed to the organisation's inbox. */
export { contactRoutes as contactPlugin } from './routes';
