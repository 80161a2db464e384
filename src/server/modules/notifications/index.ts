/** Officials' notifications: written by other modules through notify(), read on the dashboard. */
export { notificationRoutes as notificationsPlugin } from './routes';
export { notify } from './service';
