/** The access-denied page's words in Kiswahili: the twin of unauthorized.ts. */
import type { UnauthorizedMessages } from './unauthorized';

export const unauthorizedMessages: UnauthorizedMessages = {
  title: 'Huna ruhusa',
  home: 'Nenda ukurasa wa mwanzo',
  signingOut: 'Tunakutoa kwenye akaunti...',
  signInAgain: 'Ingia tena',
  support: 'Omba msaada',
  changePassword: 'Badilisha nenosiri langu',
};
