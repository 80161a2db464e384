/**
 * /my-card's preferences (docs/member-language.md): the language of the member's SMS and e-mails
 * and whether Meru Youth Voice may send them promotional messages. Proven like every action after
 * the code: the ID number, and the code unless this browser entered one a moment ago.
 */
import { z } from './zod';
import { messages } from '../messages';
import { MEMBER_LANGUAGES } from '../member-language';
import { dataRightsAuthSchema } from './data-rights';
import { memberLanguage } from './members';

/** Only the fields given change; none given reads the preferences as they are. */
export const memberPreferencesSchema = dataRightsAuthSchema.extend({
  language: memberLanguage.optional(),
  /** true: news and event invitations by SMS (consent, and any STOP lifted); false: none (opted out). */
  smsMessages: z.boolean({ error: messages.memberLanguage.smsChoiceInvalid }).optional(),
});

export const memberPreferencesAnswerSchema = z.object({
  language: z.enum(MEMBER_LANGUAGES),
  smsMessages: z.boolean(),
  /** The e-mail on file (changed or removed through "Correct my details"), or null. */
  email: z.string().nullable(),
  /** Said when something changed, in the language the member now reads. */
  message: z.string().nullable(),
});
export type MemberPreferences = z.infer<typeof memberPreferencesAnswerSchema>;
