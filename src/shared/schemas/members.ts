/**
 * Member and leader inputs. The public registration form and the admin forms share the fields
 * and differ only in messages.
 */
import { z } from './zod';
import { LEADER_POSITIONS, RECORD_STATUSES } from '../constants';
import { messages } from '../messages';
import { chapterName, fullName, gender, idNumber, memberPhone, optionalEmail, photoDataUrl, publicPhotoDataUrl } from './fields';
import { MEMBER_LANGUAGES } from '../member-language';

/** The language of a member's SMS and e-mails (docs/member-language.md). */
export const memberLanguage = z.enum(MEMBER_LANGUAGES, { error: messages.memberLanguage.languageInvalid });

/**
 * Step 1 of /membership. `consent` must be ticked: the Data Protection Act asks for provable consent.
 * `smsConsent` (promotional SMS) is a separate, optional choice.
 */
export const registrationSchema = z.object({
  idNumber,
  fullName,
  phoneNumber: memberPhone,
  gender: gender(messages.genderRequired),
  chapter: chapterName(messages.chapterRequired),
  email: optionalEmail,
  /** Sent to the anonymous routes: the public transport bound, not the officials' 25 MB. */
  profileImage: publicPhotoDataUrl.optional().nullable(),
  consent: z.literal(true, { error: messages.consentRequired }),
  /** News and event invitations by SMS: opt-in (Data Protection Act), so absent means no. */
  smsConsent: z.boolean().optional().default(false),
  /** The language of the page the member registered on unless they chose; English when absent. */
  language: memberLanguage.default('en'),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** Officials set a record Active or Inactive in the add and edit forms. */
const recordStatus = z.enum(RECORD_STATUSES, { error: messages.statusFilterInvalid }).optional();

/** Add/Edit Member modal of the dashboard. */
export const memberInputSchema = z.object({
  idNumber,
  fullName,
  phoneNumber: memberPhone,
  email: optionalEmail,
  gender: gender(messages.adminGenderRequired),
  chapter: chapterName(messages.adminChapterRequired),
  /** A data URL to set a new photo, null to remove it, absent to keep it. */
  profileImage: photoDataUrl.optional().nullable(),
  status: recordStatus,
  /** Absent: English for a new member, unchanged for an edit. */
  language: memberLanguage.optional(),
});
export type MemberInput = z.input<typeof memberInputSchema>;

/** Add/Edit Leader modal of the dashboard. */
export const leaderInputSchema = z.object({
  idNumber,
  fullName,
  phoneNumber: memberPhone,
  email: optionalEmail,
  chapter: chapterName(messages.adminChapterRequired),
  position: z.enum(LEADER_POSITIONS, { error: messages.positionRequired }),
  joinDate: z.iso.date().optional(),
  profileImage: photoDataUrl.optional().nullable(),
  status: recordStatus,
});
