/** The access-denied page's words (/unauthorized): the Kiswahili twin is unauthorized.sw.ts. */
import type { Catalogue } from '../messages';

export const unauthorizedMessages = {
  title: 'Access Denied',
  home: 'Go to Homepage',
  signingOut: 'Signing out...',
  signInAgain: 'Sign In Again',
  support: 'Contact Support',
  changePassword: 'Change my password',
} as const;

export type UnauthorizedMessages = Catalogue<typeof unauthorizedMessages>;
