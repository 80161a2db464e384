import { describe, expect, it } from 'vitest';
import {
  emailCardLine,
  emailSubject,
  redactCodes,
  redactedParams,
  smsText,
  type MessageKind,
  type MessageParams,
} from './messages';
import { outbox } from '../../db/schema';
import { smsParts } from './campaign-text';

const KINDS: MessageKind[] = ['welcome', 'renewal', 'reminder_30', 'reminder_7', 'expiry', 'card_code'];

describe('member messages', () => {
  it('each fits one SMS part (160 GSM-7 characters) with the production address and the longest date', () => {
    for (const kind of KINDS) {
      const text = smsText(
        kind,
        { membershipNumber: 'MYVIG-1126-1000', renewalDate: '2027-09-30', code: '123456' },
        'https://meruyouthvoice.org',
      );
      expect(text.length, `${kind}: ${text}`).toBeLessThanOrEqual(160);
      expect(text, kind).toMatch(/^[\x20-\x7e]+$/); // plain ASCII: no UCS-2 (70-character parts)
    }
  });

  it('with a receipt link, welcome, renewal and the donation thank-you still fit one part', () => {
    const receiptPath = `/r/${'A'.repeat(30)}`;
    const params = {
      membershipNumber: 'MYVIG-1126-1000',
      renewalDate: '2027-09-30',
      paymentId: '00000000-0000-4000-8000-000000000000',
      receiptPath,
      amount: 150_000,
      receipt: 'SKL8X2ABCD',
    };
    for (const kind of ['welcome', 'renewal', 'donation_thanks'] as const) {
      const text = smsText(kind, params, 'https://meruyouthvoice.org');
      expect(text.length, `${kind}: ${text}`).toBeLessThanOrEqual(160);
      expect(text, kind).toMatch(/^[\x20-\x7e]+$/);
      expect(text, kind).toContain(`https://meruyouthvoice.org${receiptPath}`);
    }
    expect(smsText('donation_thanks', params, 'https://x.org')).toBe(
      `MYV: thank you for your donation of KSh 150,000. Receipt SKL8X2ABCD: https://x.org${receiptPath}`,
    );
    expect(smsText('welcome', params, 'https://x.org')).toContain('https://x.org/my-card');
  });

  it('officials and logs see where the receipt link goes, never the signed link', () => {
    const text = smsText('donation_thanks', { paymentId: 'p', amount: 100, receipt: null }, 'https://x.org');
    expect(text).toBe('MYV: thank you for your donation of KSh 100. Your receipt: https://x.org/r/…');
  });

  it('reminders link to /renew; welcome and renewal to /my-card', () => {
    const params = { membershipNumber: 'MYVIM-1126-12', renewalDate: '2027-01-05' };
    for (const kind of ['reminder_30', 'reminder_7', 'expiry'] as const)
      expect(smsText(kind, params, 'https://x.org/')).toContain('https://x.org/renew');
    expect(smsText('renewal', params, 'https://x.org')).toContain('5 January 2027');
    expect(smsText('welcome', params, 'https://x.org')).toContain('https://x.org/my-card');
  });

  it('codes are redacted for officials and logs', () => {
    expect(smsText('card_code', redactedParams({ membershipNumber: 'M', code: '987654' }), 'https://x.org')).not.toContain(
      '987654',
    );
    expect(redactCodes('MYV: your code is 987654. It expires')).toBe('MYV: your code is ••••••. It expires');
    expect(redactCodes('membership MYVIM-1126-123 on 5 January 2027')).toBe('membership MYVIM-1126-123 on 5 January 2027');
  });
});

/** Every kind the outbox knows, from the table's own list: a new kind without a Kiswahili text fails here. */
const ALL_KINDS = outbox.kind.enumValues;

/** The longest realistic values: membership number, date, amount, receipt link, event title, RSVP link. */
const LONG: MessageParams = {
  membershipNumber: 'MYVIG-1126-1000',
  renewalDate: '2027-09-30',
  code: '123456',
  paymentId: '00000000-0000-4000-8000-000000000000',
  receiptPath: `/r/${'A'.repeat(30)}`,
  amount: 150_000,
  receipt: 'SKL8X2ABCD',
  event: { title: 'Imenti Youth Leaders Forum', date: '2027-09-30', startTime: '14:30' },
  rsvpCode: 'K7P3QX',
  rsvpToken: 'A'.repeat(22),
  text: 'Habari! Mkutano wa tawi ni Jumamosi.',
};
const HOST = 'https://meruyouthvoice.org';

describe('member messages in Kiswahili', () => {
  it.each(ALL_KINDS)('%s: fits one GSM-7 part wherever the English does, with and without a receipt link', (kind) => {
    for (const params of [LONG, { ...LONG, paymentId: undefined, receiptPath: undefined }]) {
      const english = smsText(kind, { ...params, language: 'en' }, HOST);
      const swahili = smsText(kind, { ...params, language: 'sw' }, HOST);
      expect(swahili, kind).toMatch(/^[\x20-\x7e]+$/); // plain ASCII: GSM-7, never UCS-2
      if (english.length <= 160) expect(swahili.length, `${kind}: ${swahili}`).toBeLessThanOrEqual(160);
      // A long event title makes the RSVP texts two parts in English: never more parts in Kiswahili.
      expect(smsParts(swahili).parts, `${kind}: ${swahili}`).toBeLessThanOrEqual(smsParts(english).parts);
      // A campaign's text is the officials'; a USSD failure's language is the menu's, carried in its own parameters.
      if (kind !== 'campaign' && kind !== 'ussd_payment_failed') expect(swahili, kind).not.toBe(english);
    }
  });

  it('rows queued before Kiswahili (no language) read English', () => {
    const { language: _none, ...old } = { ...LONG, language: 'en' as const };
    expect(smsText('welcome', old, HOST)).toBe(smsText('welcome', { ...LONG, language: 'en' }, HOST));
  });

  it('say the same things: number, dates in Kiswahili, fee, links, codes', () => {
    const sw = (kind: MessageKind, params: MessageParams = LONG) => smsText(kind, { ...params, language: 'sw' }, HOST);
    expect(sw('welcome')).toBe(
      `Karibu MYV! Nambari yako ni MYVIG-1126-1000. Kadi: ${HOST}/sw/my-card Risiti: ${HOST}/sw/r/${'A'.repeat(30)}`,
    );
    expect(sw('renewal')).toBe(
      `MYVIG-1126-1000 hai hadi 30 Septemba 2027. Kadi: ${HOST}/sw/my-card Risiti: ${HOST}/sw/r/${'A'.repeat(30)}`,
    );
    expect(sw('renewal', { ...LONG, paymentId: undefined, receiptPath: undefined })).toBe(
      `MYV: uanachama MYVIG-1126-1000 umefanywa upya hadi 30 Septemba 2027. Asante! Kadi yako: ${HOST}/sw/my-card`,
    );
    for (const kind of ['reminder_30', 'reminder_7', 'expiry'] as const) {
      expect(sw(kind)).toContain('30 Septemba 2027');
      expect(sw(kind)).toContain(`Fanya upya kwa Ksh 200: ${HOST}/renew`.slice(0, 22));
      // A Kiswahili text opens the Kiswahili page.
      expect(sw(kind)).toContain(`${HOST}/sw/renew`);
    }
    expect(sw('donation_thanks')).toBe(
      `MYV: asante kwa mchango wako wa Ksh 150,000. Risiti SKL8X2ABCD: ${HOST}/sw/r/${'A'.repeat(30)}`,
    );
    expect(sw('card_code')).toBe('MYV: msimbo wako ni 123456. Utaisha baada ya dakika 10. Usimpe mtu yeyote.');
    expect(sw('phone_code')).toContain('123456');
    expect(sw('membership_number')).toBe(
      `MYV: nambari yako ya uanachama ni MYVIG-1126-1000. Pata kadi yako wakati wowote: ${HOST}/sw/my-card`,
    );
    expect(sw('membership_deleted')).toContain('MYVIG-1126-1000 umefutwa');
    // Events: the Kiswahili date and time (saa 8:30 mchana is 14:30), the code, the person's page.
    expect(sw('rsvp_going')).toBe(
      `MYV: utahudhuria Imenti Youth Leaders Forum, 30 Septemba 2027, saa 8:30 mchana. Msimbo wako: K7P3QX. Nafasi yako, au ifute: ${HOST}/sw/rsvp/${'A'.repeat(22)}`,
    );
    expect(sw('rsvp_waiting')).toContain('orodha ya kusubiri');
    expect(sw('rsvp_reminder', { ...LONG, event: undefined })).toContain('kikumbusho: hafla.');
    // A campaign's text is the official's, whatever the language.
    expect(sw('campaign')).toBe(LONG.text);
  });

  it('codes stay redacted for officials and logs in Kiswahili too', () => {
    const text = smsText('card_code', redactedParams({ code: '987654', language: 'sw' }), HOST);
    expect(text).not.toContain('987654');
    expect(redactCodes(smsText('card_code', { code: '987654', language: 'sw' }, HOST))).not.toContain('987654');
  });

  it('e-mail subjects and the card line exist in both languages for every kind', () => {
    for (const kind of ALL_KINDS) {
      expect(emailSubject(kind, 'en')).toMatch(/\w/);
      expect(emailSubject(kind, 'sw')).toMatch(/\w/);
      expect(emailSubject(kind, 'sw'), kind).not.toBe(emailSubject(kind, 'en'));
      expect(emailSubject(kind, undefined)).toBe(emailSubject(kind, 'en'));
    }
    expect(emailSubject('welcome', 'sw')).toBe('Karibu Meru Youth Voice');
    expect(emailCardLine('https://x.org/c', 'sw')).toBe(
      'Pakua kadi yako ya uanachama (kiungo kinafanya kazi kwa siku 7): https://x.org/c',
    );
    expect(emailCardLine('https://x.org/c', 'en')).toBe(
      'Download your membership card (the link works for 7 days): https://x.org/c',
    );
  });

  it("link the receipt and the RSVP page in the text's language: /sw/… for Kiswahili, as it was for English", () => {
    const token = 'A'.repeat(30);
    const params = { ...LONG, receiptPath: `/r/${token}` };
    for (const kind of ['welcome', 'renewal', 'donation_thanks'] as const) {
      expect(smsText(kind, { ...params, language: 'sw' }, HOST), kind).toContain(` ${HOST}/sw/r/${token}`);
      expect(smsText(kind, { ...params, language: 'en' }, HOST), kind).toContain(` ${HOST}/r/${token}`);
    }
    // Officials' view and logs: where the link goes, in its language, never the signed part.
    const redacted = { paymentId: 'p', amount: 100, receipt: null };
    expect(smsText('donation_thanks', { ...redacted, language: 'sw' }, HOST)).toBe(
      `MYV: asante kwa mchango wako wa Ksh 100. Risiti yako: ${HOST}/sw/r/…`,
    );
    for (const kind of ['rsvp_going', 'rsvp_promoted', 'rsvp_waiting', 'rsvp_reminder'] as const) {
      expect(smsText(kind, { ...LONG, language: 'sw' }, HOST), kind).toMatch(new RegExp(` ${HOST}/sw/rsvp/A{22}$`));
      expect(smsText(kind, { ...LONG, language: 'en' }, HOST), kind).toMatch(new RegExp(` ${HOST}/rsvp/A{22}$`));
    }
  });
});
