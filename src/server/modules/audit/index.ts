/**
 * The audit trail: who changed what (append with `audit`), read on the dashboard's Audit tab.
 * Nothing here updates or deletes a row; retention is the job's (jobs/audit-retention.ts).
 */
export { audit, changesBetween } from './service';
export { auditRoutes as auditPlugin } from './routes';
