/** Registration: /membership's API, from the first check to the finished membership. */
export { registrationRoutes as registrationPlugin } from './routes';
export { REGISTRATION_COOKIE } from './service';
