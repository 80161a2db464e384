/** A member fetches their own card again with a one-time code sent to their phone. */
export { selfServiceRoutes as selfServicePlugin } from './routes';
