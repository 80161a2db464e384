import { describe, expect, it } from 'vitest';
import { parseStkCallback } from './callback';
import { accountReferenceFor, darajaPassword, darajaTimestamp, parseDarajaTimestamp, TRANSACTION_DESC } from './credentials';

describe('Password and Timestamp', () => {
  it('reproduces the official sample password for the public sandbox passkey', () => {
    const passkey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
    expect(darajaPassword('174379', passkey, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });

  it('writes the timestamp in Nairobi time, and parses it back', () => {
    const instant = new Date('2026-11-23T22:30:05Z');
    expect(darajaTimestamp(instant)).toBe('20261124013005'); // past midnight in Nairobi
    expect(parseDarajaTimestamp('20261124013005')?.toISOString()).toBe(instant.toISOString());
    expect(parseDarajaTimestamp('20261324013005')).toBeNull();
    expect(parseDarajaTimestamp('2026-11-24 01:30')).toBeNull();
  });

  it('keeps AccountReference ≤ 12 and TransactionDesc ≤ 13 characters of [A-Za-z0-9 -]', () => {
    expect(accountReferenceFor('12345678')).toBe('MYV-12345678');
    expect(accountReferenceFor('123456789').length).toBe(12);
    expect(TRANSACTION_DESC).toMatch(/^[A-Za-z0-9 -]{1,13}$/);
  });
});

describe('parseStkCallback', () => {
  const success = {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: 'ws_CO_191220191020363925',
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 200.0 },
            { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20191219102115 },
            { Name: 'PhoneNumber', Value: 254708374149 },
          ],
        },
      },
    },
  };

  it('reads items by name, with a Balance that has no Value', () => {
    expect(parseStkCallback(success)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      amount: 200,
      receipt: 'NLJ7RT61SV',
      phoneNumber: '254708374149',
      transactionDate: '20191219102115',
    });
  });

  it('does not depend on item order, and tolerates a masked phone', () => {
    const items = [...success.Body.stkCallback.CallbackMetadata.Item].reverse().filter((i) => i.Name !== 'PhoneNumber');
    const parsed = parseStkCallback({
      Body: { stkCallback: { ...success.Body.stkCallback, CallbackMetadata: { Item: items } } },
    });
    expect(parsed).toMatchObject({ amount: 200, receipt: 'NLJ7RT61SV', phoneNumber: undefined });
  });

  it('reads failures without metadata and non-numeric codes', () => {
    expect(
      parseStkCallback({
        Body: { stkCallback: { CheckoutRequestID: 'ws_1', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } },
      }),
    ).toMatchObject({
      resultCode: '1032',
      amount: undefined,
    });
    expect(parseStkCallback({ Body: { stkCallback: { CheckoutRequestID: 'ws_1', ResultCode: 'SFC_IC0003' } } })?.resultCode).toBe(
      'SFC_IC0003',
    );
  });

  it.each([
    null,
    'text',
    {},
    { Body: {} },
    { Body: { stkCallback: { ResultCode: 0 } } },
    { Body: { stkCallback: { CheckoutRequestID: 'x', ResultCode: {} } } },
  ])('refuses a malformed body %j', (body) => {
    expect(parseStkCallback(body)).toBeNull();
  });
});
