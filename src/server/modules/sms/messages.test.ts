import { describe, expect, it } from 'vitest';
import { redactCodes, redactedParams, smsText, type MessageKind } from './messages';

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
