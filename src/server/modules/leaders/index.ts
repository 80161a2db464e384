/** Leaders: the officials' leader records, on the shared person layer (modules/people). */
export { leaderRoutes as leadersPlugin } from './routes';
