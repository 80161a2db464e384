/** Tells signed-in officials whether payments or SMS are simulated (the dashboard's red banner). */
export { testModeRoutes as testModePlugin } from './routes';
