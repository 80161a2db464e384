import { describe, expect, it } from 'vitest';
import { firstNameOf, optOutLineOf, renderText, smsParts, unknownPlaceholders, withOptOut } from './campaign-text';
import { loadConfig } from '../../config';

const values = { firstName: 'Kendi', membershipNumber: 'MYV-2026-00012', renewalDate: '14 March 2027', chapter: 'Imenti' };

describe('SMS parts', () => {
  it('GSM-7: 160 characters in one part, then 153 per part', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ parts: 1, encoding: 'GSM-7', ucs2Character: null });
    expect(smsParts('a'.repeat(161)).parts).toBe(2);
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ parts: 1, encoding: 'GSM-7' });
    expect(smsParts('€'.repeat(81)).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(159)}[`).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(158)}~`).parts).toBe(1);
  });

  it('one character outside GSM-7 makes it UCS-2 (70, then 67 per part) and is named', () => {
    expect(smsParts('Habari Nkirote Mũthoni')).toEqual({ parts: 1, encoding: 'UCS-2', ucs2Character: 'ũ' });
    expect(smsParts(`${'a'.repeat(69)}ĩ`).parts).toBe(1);
    expect(smsParts(`${'a'.repeat(70)}ĩ`).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(133)}ĩ`).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(134)}ĩ`).parts).toBe(3);
    expect(smsParts('Meeting at 10 am 😀').ucs2Character).toBe('😀');
  });

  it('accented letters that GSM-7 has stay GSM-7', () => {
    expect(smsParts('é à ü ñ Ä')).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });

  it('an empty text is no part', () => {
    expect(smsParts('').parts).toBe(0);
  });
});

describe('placeholders', () => {
  it('fills the four placeholders, leaves other braces alone', () => {
    expect(renderText('Hi {firstName} ({membershipNumber}), {chapter} meets; renew by {renewalDate}', values)).toBe(
      'Hi Kendi (MYV-2026-00012), Imenti meets; renew by 14 March 2027',
    );
    expect(renderText('{firstName}{firstName}', values)).toBe('KendiKendi');
  });

  it('names unknown placeholders once each', () => {
    expect(unknownPlaceholders('Hi {firstname} {name} {firstname} {firstName}')).toEqual(['{firstname}', '{name}']);
    expect(unknownPlaceholders('No placeholders {} { x }')).toEqual([]);
  });

  it('the opt-out line ends promotional texts only, and counts in the parts', () => {
    const line = ' STOP *456*9*5#';
    expect(withOptOut('Tree planting Saturday', 'promotional', line)).toBe('Tree planting Saturday STOP *456*9*5#');
    expect(withOptOut('Meeting moved', 'transactional', line)).toBe('Meeting moved');
    const text = 'a'.repeat(150);
    expect(smsParts(text).parts).toBe(1);
    expect(smsParts(withOptOut(text, 'promotional', line)).parts).toBe(2);
  });

  it('the opt-out line follows the language of the text; the default Kiswahili one is GSM-7 and keeps STOP', () => {
    const { optOutLine, optOutLineSw } = loadConfig({}).sms;
    expect(optOutLineOf({ optOutLine, optOutLineSw }, false)).toBe(optOutLine);
    expect(optOutLineOf({ optOutLine, optOutLineSw }, true)).toBe(optOutLineSw);
    // Safaricom and our inbound texts act on STOP and its USSD code, whatever the language around them.
    expect(optOutLineSw).toContain('STOP *456*9*5#');
    expect(optOutLineSw).toMatch(/^[\x20-\x7e]+$/);
    // A Kiswahili text of the length most campaigns are keeps to one part with its line.
    const text = 'MYV: mkutano wa tawi la Imenti ni Jumamosi saa 4:00 asubuhi katika ukumbi wa Nkubu. Karibu sana!';
    expect(smsParts(withOptOut(text, 'promotional', optOutLineSw))).toEqual({ parts: 1, encoding: 'GSM-7', ucs2Character: null });
  });

  it('the first name is the first word', () => {
    expect(firstNameOf('  Wanjiru   Kendi ')).toBe('Wanjiru');
  });
});

describe('the promotional window (Nairobi 08:00 to 18:00)', async () => {
  const { inPromotionalWindow, nextPromotionalMoment } = await import('./send-window');
  // Nairobi = UTC+3: 07:59 Nairobi is 04:59 UTC.
  it('07:59 waits for 08:00 the same day; 18:01 for 08:00 the next day; 12:00 goes at once', () => {
    expect(inPromotionalWindow(new Date('2026-11-26T04:59:00Z'))).toBe(false);
    expect(nextPromotionalMoment(new Date('2026-11-26T04:59:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(inPromotionalWindow(new Date('2026-11-26T15:01:00Z'))).toBe(false);
    expect(nextPromotionalMoment(new Date('2026-11-26T15:01:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(nextPromotionalMoment(new Date('2026-11-26T09:00:00Z')).toISOString()).toBe('2026-11-26T09:00:00.000Z');
    // 23:30 Nairobi on 31 December: 08:00 on 1 January.
    expect(nextPromotionalMoment(new Date('2026-12-31T20:30:00Z')).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // 01:00 Nairobi (22:00 UTC the day before): 08:00 Nairobi that day.
    expect(nextPromotionalMoment(new Date('2026-11-25T22:00:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(inPromotionalWindow(new Date('2026-11-26T05:00:00Z'))).toBe(true);
    expect(inPromotionalWindow(new Date('2026-11-26T15:00:00Z'))).toBe(false);
  });
});
