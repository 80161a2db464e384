/** The audit trail: who changed what (read on the dashboard). No routes of its own. */
export { audit } from './service';
