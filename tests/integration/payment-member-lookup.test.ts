/**
 * The exceptions queue's member lookup: the treasurer assigns unmatched paybill payments but has
 * no access to the members' records, so the queue has its own search (name, ID number,
 * membership number) answering only what choosing a member needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialsMessages } from '../../src/shared/officials-messages';
import { adminClient } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeMember } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/payments/members', () => {
  it('finds a member by name, ID number or membership number for the treasurer, who cannot list members', async () => {
    const member = await makeMember(t.database.db, { fullName: 'Nkatha Lookup Gatwiri' });
    const { call } = await adminClient(t, 'treasurer');
    expect((await call('GET', '/api/members?search=Nkatha')).statusCode).toBe(403);
    for (const search of ['nkatha lookup', member.idNumber, member.membershipNumber]) {
      const res = await call('GET', `/api/payments/members?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.json().items).toEqual([
        {
          id: member.id,
          fullName: 'Nkatha Lookup Gatwiri',
          idNumber: member.idNumber,
          membershipNumber: member.membershipNumber,
        },
      ]);
    }
    expect((await call('GET', '/api/payments/members?search=nobody-is-called-this')).json()).toEqual({ items: [] });
  });

  it('answers at most ten', async () => {
    for (let i = 0; i < 12; i++) await makeMember(t.database.db, { fullName: `Kawira Tenlimit ${i}` });
    const { call } = await adminClient(t, 'chairman');
    expect((await call('GET', '/api/payments/members?search=tenlimit')).json().items).toHaveLength(10);
  });

  it('refuses a search too short or too long with the product message, and other roles', async () => {
    const { call } = await adminClient(t, 'treasurer');
    for (const [search, message] of [
      ['a', officialsMessages.paymentLookup.searchTooShort],
      ['  ', officialsMessages.paymentLookup.searchTooShort],
      ['x'.repeat(101), officialsMessages.paymentLookup.searchTooLong],
    ] as const) {
      const res = await call('GET', `/api/payments/members?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await call('GET', '/api/payments/members')).statusCode).toBe(400);
    expect((await (await adminClient(t, 'secretary')).call('GET', '/api/payments/members?search=kawira')).statusCode).toBe(403);
  });
});
