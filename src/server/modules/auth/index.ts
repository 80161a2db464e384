/** Officials' sign-in: sessions, passwords, the sign-in throttle and per-route access control. */
export { authRoutes as authPlugin, AUTH_BODY_LIMIT_BYTES } from './routes';
export { registerAccessControl } from './access';
export { generatePassword, hashPassword } from './password';
export { deleteUserSessions, findSessionUser } from './sessions';
export { clearAccountFailures } from './throttle';
