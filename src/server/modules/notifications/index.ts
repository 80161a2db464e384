/** Officials' notifications: written by other modules through notify(), read on the dashboard. */
export { notificationRoutes as notificationsPlugin, NOTIFICATIONS_SHOWN } from './routes';
export { notify, type NotificationKind } from './service';
