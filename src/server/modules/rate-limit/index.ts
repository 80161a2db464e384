/** Fixed-window counters in the database, shared by every instance. No routes of its own. */
export { clear, clearPrefix, hit, release } from './service';
