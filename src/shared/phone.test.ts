import { describe, expect, it } from 'vitest';
import { formatPaymentPhoneInput, maskPhone, toCanonicalPhone, toDisplayPhone } from './phone';
import { memberPhone, paymentPhone } from './schemas/fields';
import { registrationCheckSchema } from './schemas/registration';
import { messages } from './messages';

describe('phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['0712-345-678', '254712345678'],
  ])('%s is the mobile %s', (input, canonical) => {
    expect(toCanonicalPhone(input)).toBe(canonical);
  });

  it.each(['', '071234567', '07123456789', '0212345678', 'abcdefghij', '+1 202 555 0147'])(
    '%s is not a Kenyan mobile',
    (input) => {
      expect(toCanonicalPhone(input)).toBeNull();
    },
  );

  it('shows canonical numbers the way people write them, and masks them for lists', () => {
    expect(toDisplayPhone('254712345678')).toBe('0712345678');
    expect(maskPhone('254712345678')).toBe('0712***678');
  });

  it('formats the payment phone input as the product rules say: digits only, leading 0, at most 10', () => {
    expect(formatPaymentPhoneInput('712 345 678')).toBe('0712345678');
    expect(formatPaymentPhoneInput('07123456789999')).toBe('0712345678');
    expect(formatPaymentPhoneInput('abc')).toBe('');
  });

  it('treats a leading +254 or 254 in the payment phone as the country code', () => {
    expect(formatPaymentPhoneInput('+254 712 345 678')).toBe('0712345678');
    expect(formatPaymentPhoneInput('254712345678')).toBe('0712345678');
    expect(formatPaymentPhoneInput('+254-112-345-678')).toBe('0112345678');
    // typed one character at a time, each result fed back into the field
    let shown = '';
    for (const key of '+254712345678') shown = formatPaymentPhoneInput(shown + key);
    expect(shown).toBe('0712345678');
    shown = '';
    for (const key of '254712345678') shown = formatPaymentPhoneInput(shown + key);
    expect(shown).toBe('0712345678');
    expect(formatPaymentPhoneInput('+25')).toBe('+25');
    expect(formatPaymentPhoneInput('+1 555')).toBe('01555');
  });
});

describe('the forms accept every way people write a Kenyan mobile and keep the canonical form', () => {
  const forms = ['+254712345678', '254712345678', '712345678', '0712 345 678', '0712345678', '+254 712-345-678'];

  it.each(forms)('member phone %s', (input) => {
    expect(memberPhone.parse(input)).toBe('254712345678');
    expect(registrationCheckSchema.parse({ idNumber: '12345678', phoneNumber: input }).phoneNumber).toBe('254712345678');
  });

  it.each(forms)('payment phone %s', (input) => {
    expect(paymentPhone.parse(input)).toBe('254712345678');
  });

  it.each(['0812345678', '+1 202 555 0147', '07123', ''])('refuses %j with the product message', (input) => {
    expect(memberPhone.safeParse(input).success).toBe(false);
    const payment = paymentPhone.safeParse(input);
    expect(payment.success).toBe(false);
    expect(payment.error?.issues[0]?.message).toBe(messages.paymentPhoneInvalid);
  });
});
