/** Officials' accounts, managed by the chairman. */
export { userRoutes as usersPlugin } from './routes';
