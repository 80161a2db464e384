/** The treasurer's view: the accountant's export and the Finance tab's figures (docs/finance.md). */
export { financeRoutes as financePlugin } from './routes';
