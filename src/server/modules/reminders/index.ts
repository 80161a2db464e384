/** Renewal reminders: the daily job and the officials' manual reminders. */
export { reminderRoutes as remindersPlugin } from './routes';
export { scheduledReminderFor } from './service';
