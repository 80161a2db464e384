/** Liveness and readiness probes. */
export { healthRoutes as healthPlugin } from './routes';
