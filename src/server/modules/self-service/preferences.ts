/**
 * A member's preferences on /my-card (docs/member-language.md): the language of their SMS and
 * e-mails, and promotional SMS on or off. Turning messages on is consent, stored as registration
 * stores consent (when, and to which wording) and logged in sms_preference_changes with source
 * 'my-card', as a STOP or START by SMS is logged with source 'sms'; turning them off is an opt-out,
 * as STOP is. Only actual changes are written, all in one transaction with their audit entry.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, smsPreferenceChanges } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { catalogueFor } from '../../../shared/catalogue';
import { localeOfLanguage, type MemberLanguage } from '../../../shared/member-language';
import type { MemberPreferences } from '../../../shared/schemas/member-preferences';
import { audit } from '../audit';
import type { MemberRecord } from '../renewals';

/**
 * The wording a member agrees to by turning messages on at /my-card (messages.memberLanguage.smsOn):
 * a new version whenever that wording changes, so each consent names what was shown.
 */
export const MY_CARD_SMS_CONSENT_VERSION = 'my-card-2026-11';

/** Promotional SMS reach a member who consented and did not say STOP (modules/sms/campaign-rows.ts). */
const receivesMessages = (member: Pick<MemberRecord, 'smsConsent' | 'smsOptedOut'>) => member.smsConsent && !member.smsOptedOut;

export function preferencesOf(member: MemberRecord, message: string | null = null): MemberPreferences {
  return { language: member.language, smsMessages: receivesMessages(member), email: member.email, message };
}

export async function updatePreferences(
  db: Db,
  actor: Actor,
  member: MemberRecord,
  input: { language?: MemberLanguage | undefined; smsMessages?: boolean | undefined },
  now: Date,
): Promise<MemberPreferences> {
  const change: Partial<typeof members.$inferInsert> = {};
  const logged: (typeof smsPreferenceChanges.$inferInsert)['change'][] = [];
  if (input.language !== undefined && input.language !== member.language) change.language = input.language;
  if (input.smsMessages === true) {
    if (member.smsOptedOut) {
      change.smsOptedOut = false;
      logged.push('opt_in');
    }
    if (!member.smsConsent) {
      Object.assign(change, { smsConsent: true, smsConsentAt: now, smsConsentVersion: MY_CARD_SMS_CONSENT_VERSION });
      logged.push('consent');
    }
  } else if (input.smsMessages === false && !member.smsOptedOut) {
    change.smsOptedOut = true;
    logged.push('opt_out');
  }
  const after: MemberRecord = { ...member, ...change } as MemberRecord;
  if (!Object.keys(change).length) return preferencesOf(after);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ ...change, updatedAt: now })
      .where(eq(members.id, member.id));
    for (const what of logged)
      await tx.insert(smsPreferenceChanges).values({ memberId: member.id, change: what, source: 'my-card', at: now });
    // The fields, never their values (as "Correct my details" audits).
    const fields = [...(change.language ? ['language'] : []), ...(logged.length ? ['sms'] : [])];
    await audit(tx, actor, { action: 'member.preferences', entity: 'member', entityId: member.id, details: { fields } });
  });
  // Said in the language the member now reads: they just chose it.
  return preferencesOf(after, catalogueFor(localeOfLanguage(after.language)).memberLanguage.saved);
}
