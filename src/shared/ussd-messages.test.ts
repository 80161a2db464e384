import { describe, expect, it } from 'vitest';
import { smsParts } from '../server/modules/sms';
import { ussdMessages, ussdPaymentFailedSms, type UssdPaymentFailed } from './ussd-messages';

describe('the SMS for a failed USSD payment', () => {
  const reasons = Object.keys(ussdMessages.paymentFailedSms.en.reasons) as UssdPaymentFailed['reason'][];
  const every = (['en', 'sw'] as const).flatMap((language) =>
    (['join', 'renew'] as const).flatMap((purpose) => reasons.map((reason) => ({ language, purpose, reason }))),
  );

  it.each(every)('$language $purpose $reason: one GSM-7 part with a long shared code', (failed) => {
    // A long dedicated sub-code: the longest Africa's Talking hands out.
    const text = ussdPaymentFailedSms({ ...failed, serviceCode: '*384*12345#' });
    expect(smsParts(text)).toEqual({ parts: 1, encoding: 'GSM-7', ucs2Character: null });
    expect(text).toContain('*384*12345#');
    expect(text).toMatch(failed.purpose === 'join' ? / 4\.$/ : / 2\.$/);
  });

  it('says the same things in both languages: the amount, nothing charged, how to try again', () => {
    expect(ussdPaymentFailedSms({ language: 'sw', purpose: 'renew', reason: 'timeout', serviceCode: '*384*96#' })).toBe(
      'MYV: malipo ya M-Pesa ya Ksh 200 ya kufanya upya uanachama yamepitwa na muda (ombi halikujibiwa). Hujakatwa pesa. Jaribu tena: piga *384*96#, uchague 2.',
    );
    expect(ussdPaymentFailedSms({ language: 'en', purpose: 'join', reason: 'funds', serviceCode: '*384*96#' })).toBe(
      'MYV: your KSh 200 M-Pesa payment to join MYV failed: not enough money in M-Pesa. Nothing was charged. Try again: dial *384*96#, choose 4.',
    );
  });

  it('a row without its details still says what happened and what to do', () => {
    const text = ussdPaymentFailedSms(undefined);
    expect(text).toContain('Nothing was charged');
    expect(smsParts(text).parts).toBe(1);
  });
});
