/**
 * Where sign-in sends an official back to: the admin page they first asked for, but only a path
 * inside /admin — never another site or a protocol-relative URL (open redirect). The page comes
 * as `?from=` on /admin/login when the server redirected a request without a session, or in the
 * router's state when the app did. Isomorphic: the server writes the parameter, the page reads it.
 */
export const SIGN_IN_PATH = '/admin/login';
const RETURN_PARAM = 'from';

/** The sign-in page that returns to `url` (a path and query under /admin) once signed in. */
export const signInPathFor = (url: string): string => `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: url })}`;

/** The page to return to, from the router's state or else the sign-in page's query; /admin by default. */
export function returnPath(state: unknown, search = ''): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const from = fromState !== undefined ? fromState : new URLSearchParams(search).get(RETURN_PARAM);
  if (typeof from !== 'string') return '/admin';
  if (!/^\/admin(\/[^/\\]|\/?$|\?)/.test(from) || from.startsWith(SIGN_IN_PATH)) return '/admin';
  return from;
}
