/**
 * What members and leaders have in common in the dashboard API: the fields' checks, and the
 * record status officials set Active or Inactive from the edit forms (stored, listed in the audit
 * row; any other value refused with nothing stored).
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminTestApp, validLeader, validMember } from '../helpers/admin';
import { auditLog, leaders, members } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';

const admin = adminTestApp();
const { call } = admin;

const updates = (entityId: string) =>
  admin.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'update'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));

/** A field's bad value, the field and the product's message for it. */
type Refusal = [override: Record<string, unknown>, field: string, message: string];
const memberRefusals: Refusal[] = [
  [{ gender: '' }, 'gender', messages.adminGenderRequired],
  [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
];
const leaderRefusals: Refusal[] = [
  [{ position: '' }, 'position', messages.positionRequired],
  [{ position: 'King' }, 'position', messages.positionRequired],
];

describe.each([
  { kind: 'member', path: '/api/members', idField: 'memberId', valid: validMember, table: members, own: memberRefusals },
  { kind: 'leader', path: '/api/leaders', idField: 'leaderId', valid: validLeader, table: leaders, own: leaderRefusals },
] as const)('$kind records', ({ kind, path, idField, valid, table, own }) => {
  const numberKey = kind === 'member' ? 'membershipNumber' : 'leadershipNumber';
  const add = async () => {
    const res = await call('POST', path, valid());
    expect(res.statusCode).toBe(201);
    return res.json()[kind] as { id: string; status: string; updatedAt: string };
  };
  const storedStatus = async (id: string) =>
    (await admin.t.database.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;

  it.each<Refusal>([
    [{ idNumber: '  ' }, 'idNumber', messages.idNumberRequired],
    [{ fullName: '' }, 'fullName', messages.fullNameRequired],
    [{ phoneNumber: '' }, 'phoneNumber', messages.phoneRequired],
    [{ phoneNumber: '612345678' }, 'phoneNumber', messages.phoneInvalid],
    [{ phoneNumber: '07123' }, 'phoneNumber', messages.phoneInvalid],
    [{ chapter: ' ' }, 'chapter', messages.adminChapterRequired],
    ...own,
  ])('refuses %j with the product message and stores nothing', async (override, field, message) => {
    const count = async () => (await admin.t.database.db.select({ id: table.id }).from(table)).length;
    const before = await count();
    const res = await call('POST', path, valid(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('is set Inactive and back to Active from the edit form, each change audited with the field', async () => {
    const record = await add();
    expect(record.status).toBe('active');

    const off = await call('PUT', `${path}/${record.id}`, { status: 'inactive', expectedUpdatedAt: record.updatedAt });
    expect(off.statusCode).toBe(200);
    expect(off.json()[kind].status).toBe('inactive');
    expect(await storedStatus(record.id)).toBe('inactive');
    const [audited] = await updates(record.id);
    expect(audited!.details).toEqual({
      [numberKey]: expect.any(String),
      fields: ['status'],
      changes: { status: { from: 'active', to: 'inactive' } },
    });

    const on = await call('PUT', path, { [idField]: record.id, status: 'active' });
    expect(on.json()[kind].status).toBe('active');
    expect(await storedStatus(record.id)).toBe('active');
    expect(await updates(record.id)).toHaveLength(2);
  });

  it('lists only the fields whose value changed', async () => {
    const record = await add();
    await call('PUT', `${path}/${record.id}`, { status: 'active', fullName: 'Kagwiria Mutembei' });
    const [audited] = await updates(record.id);
    expect(audited!.details).toEqual({
      [numberKey]: expect.any(String),
      fields: ['fullName'],
      changes: { fullName: { from: expect.any(String), to: 'Kagwiria Mutembei' } },
    });
  });

  it.each(['archived', 'Active', '', 1])('refuses status %j with the product message and stores nothing', async (status) => {
    const record = await add();
    const res = await call('PUT', `${path}/${record.id}`, { status, fullName: 'Changed Name' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBe(messages.statusFilterInvalid);
    expect(await storedStatus(record.id)).toBe('active');
    const [row] = await admin.t.database.db.select({ fullName: table.fullName }).from(table).where(eq(table.id, record.id));
    expect(row!.fullName).not.toBe('Changed Name');
    expect(await updates(record.id)).toHaveLength(0);
  });

  it('refuses an unknown status when adding, too', async () => {
    const res = await call('POST', path, valid({ status: 'suspended' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBe(messages.statusFilterInvalid);
  });
});
